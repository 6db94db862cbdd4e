// The console's screens, in menu order. A new staff screen: a folder with an index.ts that default-exports
// defineScreen({...}) (screen.ts), and one line here.
import adjustments from './adjustments';
import audit from './audit';
import bonuses from './bonuses';
import legal from './legal';
import mail from './mail';
import players from './players';
import markets from './markets';
import promotions from './promotions';
import protection from './protection';
import reports from './reports';
import type { TScreen } from './screen';
import staff from './staff';
import support from './support';
import versions from './versions';
import wheel from './wheel';
import withdrawals from './withdrawals';
import kyc from './kyc';

export const screens: readonly TScreen[] = [markets, versions, audit, players, adjustments, reports, withdrawals, kyc, support, mail, wheel, promotions, bonuses, protection, legal, staff];
