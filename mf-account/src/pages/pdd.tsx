import { SharePage } from '../features/share';

/** pdd on mobile: the share screen with the prize on top (spec section 2: "pdd reuses the share screen"). */
export default function Pdd() {
  return <SharePage pdd />;
}
