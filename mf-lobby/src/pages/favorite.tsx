import { PlaceholderPage } from '../components/placeholder-page';

export default function FavoritePage() {
  return <PlaceholderPage titleKey="routes.Favorite" testId="lobby-favorite" />;
}
