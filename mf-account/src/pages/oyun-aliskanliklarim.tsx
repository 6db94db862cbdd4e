import { MyPlayPage } from '../features/protection';

export default function OyunAliskanliklarim() {
  return <MyPlayPage />;
}
