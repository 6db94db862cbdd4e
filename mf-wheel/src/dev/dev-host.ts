import { mountStandalone } from '@casino/shared';
import manifest from '../routes';

void mountStandalone(manifest);
