import { followPlayerMarket } from './player-market';
import { apiPost, bus, patchUser, runtimeConfig, setMenuBadge, toUserFields, userStore, type Game, type SignInData, type UserInfoResult } from '@casino/shared';

type Post = typeof apiPost;

/** The route whose menu entry counts unread support answers. */
export const SUPPORT_ROUTE = 'CustomerService';

/**
 * Once a session sign exists: user info, favourites, sign-in config, today's sign-in and prize info
 * (spec section 4). Each call is independent; a failure is logged and leaves the rest loading.
 */
export async function loadAfterSign(post: Post = apiPost): Promise<void> {
  if (!userStore.sign) return;
  const userid = userStore.userid;
  const tasks: Array<[string, () => Promise<void>]> = [
    ['user info', async () => {
      const info = (await post<UserInfoResult>('/user/getUserInfo')).resultData;
      // The player's market and its currency are the page's (global store), not user fields.
      const { market, currency, ...fields } = info ?? ({} as Partial<UserInfoResult>);
      patchUser(toUserFields(fields));
      followPlayerMarket({ market, currency });
    }],
    ['favourites', async () => patchUser({ favoriteGameList: pageList<Game>((await post<unknown>('/labelGame/getFavoriteGames', { page: 1, pageSize: 100 })).resultData) })],
    ['sign-in config', async () => {
      const config = (await post<unknown>('/signInConfig/getSignInConfig')).resultData ?? null;
      patchUser({ signInData: { ...(userStore.signInData ?? { picksNew: [], bsignInToday: false }), config } });
    }],
    ['today sign-in', async () => {
      const record = (await post<Partial<SignInData> | null>('/signInRecord/getSignInRecord', { userId: userid })).resultData;
      const bsignInToday = Boolean(record?.bsignInToday);
      patchUser({ bSignInToday: bsignInToday, signInData: { ...(userStore.signInData ?? { picksNew: [] }), picksNew: record?.picksNew ?? [], bsignInToday } });
    }],
    ['prize info', async () => patchUser({ prize: (await post<unknown>('/pddPrizeConfig/getUserUUID', { userId: userid })).resultData ?? null })],
    // support: unread staff answers on the customer-service menu entry (kept live by the push stream).
    ['support unread', async () => setMenuBadge(SUPPORT_ROUTE, Number((await post<{ unread?: number } | null>('/support/messages', { page: 1, pageSize: 1 })).resultData?.unread ?? 0))],
  ];
  // A restricted session (time-out, self-exclusion) loads what it may reach: the API refuses the rest.
  const allowed = userStore.restriction ? tasks.filter(([name]) => name === 'user info' || name === 'support unread') : tasks;
  await Promise.all(
    allowed.map(([name, task]) => task().catch((error: unknown) => console.warn(`[session] loading ${name} failed`, error))),
  );
}

function pageList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as T[]) : [];
}

/** Keeps the header balance live: game frames (from the provider's origin only) post their balance, remotes emit it on the bus. */
export function syncBalance(target: Window = window, gameOrigin: string = runtimeConfig().gameOrigin): () => void {
  const sub = bus.on('wallet:balance-changed').subscribe(({ totalAssetsMinor }) => patchUser({ totalAssets: totalAssetsMinor }));
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== gameOrigin) return;
    const data = event.data as { type?: unknown; totalAssetsMinor?: unknown } | null;
    if (data?.type === 'casino:balance' && Number.isSafeInteger(data.totalAssetsMinor) && (data.totalAssetsMinor as number) >= 0) {
      bus.emit('wallet:balance-changed', { totalAssetsMinor: data.totalAssetsMinor as number });
    }
  };
  target.addEventListener('message', onMessage);
  return () => {
    sub.unsubscribe();
    target.removeEventListener('message', onMessage);
  };
}
