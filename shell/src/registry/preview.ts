import { storage, type RegistryPreview, type RegistryPreviewRefused } from '@casino/shared';
import { PREVIEW_KEY } from './preview-key';

export { PREVIEW_KEY } from './preview-key';

/** How long an unreadable token is kept: long enough for the server to refuse it with a notice. */
const UNREADABLE_TOKEN_MS = 60_000;

interface StoredPreview {
  token: string;
  /** Epoch ms (from the token's claims; the server checks the signature, this only decides when to forget it). */
  exp: number;
}

/** The expiry a token claims, or null when it cannot be read (the server refuses such a token anyway). */
export function expiryOf(token: string): number | null {
  try {
    const body = token.split('.')[0] ?? '';
    const json = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' && Number.isFinite(json.exp) ? json.exp : null;
  } catch {
    return null;
  }
}

/**
 * The preview token this browser should send: a `?preview=` link opened now (kept, and taken out of the address
 * so a copied address does not spread it), else the kept one until it expires. Null without a preview.
 */
export function takePreviewToken(now = Date.now(), loc: Pick<Location, 'search' | 'href'> = location): string | null {
  const params = new URLSearchParams(loc.search);
  const fromUrl = params.get('preview');
  if (fromUrl) {
    storage.setJson(PREVIEW_KEY, { token: fromUrl, exp: expiryOf(fromUrl) ?? now + UNREADABLE_TOKEN_MS } satisfies StoredPreview);
    try {
      const url = new URL(loc.href);
      url.searchParams.delete('preview');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    } catch {
      // an address that cannot be rewritten keeps its parameter: harmless
    }
  }
  const kept = storage.getJson<StoredPreview>(PREVIEW_KEY);
  if (!kept || typeof kept.token !== 'string' || typeof kept.exp !== 'number') return null;
  if (kept.exp <= now) {
    forgetPreview();
    return null;
  }
  return kept.token;
}

export function forgetPreview(): void {
  storage.remove(PREVIEW_KEY);
}

/** What the registry said about the token sent: a refused one (or none accepted) is forgotten. */
export function settlePreview(answer: { preview?: RegistryPreview | undefined; previewRefused?: RegistryPreviewRefused | undefined }): void {
  if (answer.previewRefused || !answer.preview) forgetPreview();
}

/** "Önizlemeyi bitir": this browser forgets the link and loads the pinned versions again. */
export function endPreview(reload: () => void = () => location.reload()): void {
  forgetPreview();
  reload();
}

/** Sanitized preview fields of a registry answer (absent unless well-formed). */
export function previewFieldsOf(value: { preview?: unknown; previewRefused?: unknown }): { preview?: RegistryPreview; previewRefused?: RegistryPreviewRefused } {
  const out: { preview?: RegistryPreview; previewRefused?: RegistryPreviewRefused } = {};
  const p = value.preview as Partial<RegistryPreview> | null | undefined;
  if (p && typeof p.id === 'string' && typeof p.expiresAt === 'string' && Array.isArray(p.remotes)) {
    out.preview = { id: p.id, expiresAt: p.expiresAt, remotes: p.remotes.filter((r) => r && typeof r.name === 'string' && typeof r.version === 'string').map((r) => ({ name: r.name, version: r.version })) };
  }
  const refused = value.previewRefused as Partial<RegistryPreviewRefused> | null | undefined;
  if (refused && typeof refused.reason === 'string' && typeof refused.message === 'string') out.previewRefused = { reason: refused.reason, message: refused.message.slice(0, 500) };
  return out;
}

/**
 * The registry asked with a preview token: never the page's in-page copy (it is the same for every device), always
 * the API (the service worker never answers the registry either). A refused or unaccepted token is forgotten.
 */
export async function askWithPreview<T extends { resultData: unknown }>(
  ask: (params: Record<string, string>) => Promise<T>,
  token: string | null = takePreviewToken(),
): Promise<(T & { preview: ReturnType<typeof previewFieldsOf> }) | null> {
  if (!token) return null;
  const answer = await ask({ preview: token });
  const preview = answer.resultData && typeof answer.resultData === 'object' ? previewFieldsOf(answer.resultData as Record<string, unknown>) : {};
  settlePreview(preview);
  // The bar (or the refusal notice), in a root of its own once the page's body is there.
  if (preview.preview || preview.previewRefused) void import('../chrome/preview/mount').then((m) => m.mountPreviewBar(preview, () => endPreview()), () => undefined);
  return { ...answer, preview };
}
