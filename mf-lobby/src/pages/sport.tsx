import { PlaceholderPage } from '../components/placeholder-page';

export default function SportPage() {
  return <PlaceholderPage titleKey="routes.Sport" testId="lobby-sport" />;
}
