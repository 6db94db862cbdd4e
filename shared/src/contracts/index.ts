// @casino/shared/contracts: every wire contract (types, their constants and pure checks). No React at run time, no
// stores: the API imports it too. The page-wide services live in '@casino/shared'.
export * from './agent';
export * from './api';
export * from './backoffice-reports';
export * from './backoffice';
export * from './bonus';
export * from './cashier';
export * from './content-lang';
export * from './data-rights';
export * from './games';
export * from './invite';
export * from './kyc';
export * from './legal';
export * from './mail-rewards';
export * from './pdd';
export * from './protection';
export * from './push';
export * from './records';
export * from './registry';
export * from './remote';
export * from './sport';
export * from './support';
export * from './tracking';
export * from './user';
export * from './vip';
export * from './wheel';
