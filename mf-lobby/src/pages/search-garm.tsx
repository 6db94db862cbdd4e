import { PlaceholderPage } from '../components/placeholder-page';

export default function SearchGarmPage() {
  return <PlaceholderPage titleKey="routes.SearchGarm" testId="lobby-search-garm" />;
}
