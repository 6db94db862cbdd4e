import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatDate, useGlobal, useUser, type InviteStats } from '@casino/shared';
import { inviteLinkOf, shareApi } from '../api/share-api';
import { SHARE_NS } from '../i18n';
import { AgentRebate } from './agent-rebate';
import { InviteLinkCard } from './invite-link-card';
import { PddCard } from './pdd-card';
import './share.css';


type TLoad<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * share: the player's invite link (text, QR, copy, native share) and who came through it. `pdd`: the
 * mobile pdd route reuses this screen with the prize on top (spec section 2). A friend's help arrives
 * as a push (pdd:progress-changed): the invite list follows without a reload.
 */
export function SharePage({ pdd = false }: { pdd?: boolean }) {
  const { t } = useTranslation(SHARE_NS, { nsMode: 'fallback' });
  const { lang, userid } = useUser();
  const { isPc } = useGlobal();
  const [uuid, setUuid] = useState<TLoad<string>>({ status: 'loading' });
  const [stats, setStats] = useState<TLoad<InviteStats>>({ status: 'loading' });

  const load = useCallback(() => {
    setUuid({ status: 'loading' });
    setStats({ status: 'loading' });
    shareApi.inviteId(userid).then(
      (value) => setUuid({ status: 'ready', value }),
      () => setUuid({ status: 'error' }),
    );
    shareApi.stats(userid).then(
      (value) => setStats({ status: 'ready', value }),
      () => setStats({ status: 'error' }),
    );
  }, [userid]);
  useEffect(load, [load]);
  useEffect(() => {
    const sub = bus.on('pdd:progress-changed').subscribe(() => {
      shareApi.stats(userid).then((value) => setStats({ status: 'ready', value }), () => undefined);
    });
    return () => sub.unsubscribe();
  }, [userid]);

  const retry = (
    <button type="button" className="share__ghost" onClick={load}>
      {t('share.retry')}
    </button>
  );

  return (
    <section className={`share${isPc ? '' : ' share--mobile'}`} data-testid={pdd ? 'account-pdd' : 'account-share'}>
      <header className="share__hero">
        <h1 className="share__title">{t(pdd ? 'share.pdd.heading' : 'share.title')}</h1>
        <p className="share__lead">{t(pdd ? 'share.pdd.lead' : 'share.lead')}</p>
      </header>
      {pdd && <PddCard />}
      {uuid.status === 'ready' ? (
        <InviteLinkCard link={inviteLinkOf(uuid.value)} uuid={uuid.value} />
      ) : uuid.status === 'error' ? (
        <div className="share__card share__state">
          <p role="alert">{t('share.linkError')}</p>
          {retry}
        </div>
      ) : (
        <div className="share__card share__skeleton" aria-busy="true" />
      )}
      <section aria-labelledby="share-stats-title" className="share__stats-box">
        <h2 id="share-stats-title" className="share__h2">
          {t('share.statsTitle')}
        </h2>
        {stats.status === 'loading' && <div className="share__skeleton share__skeleton--short" aria-busy="true" />}
        {stats.status === 'error' && (
          <div className="share__state">
            <p role="alert">{t('share.statsError')}</p>
            {retry}
          </div>
        )}
        {stats.status === 'ready' && (
          <>
            <dl className="share__stats" data-testid="share-stats">
              <div>
                <dt>{t('share.invited')}</dt>
                <dd data-testid="share-invited">{stats.value.invited}</dd>
              </div>
              <div>
                <dt>{t('share.registered')}</dt>
                <dd data-testid="share-registered">{stats.value.registered}</dd>
              </div>
            </dl>
            {stats.value.recent.length === 0 ? (
              <p className="share__muted" data-testid="share-empty">
                {t('share.empty')}
              </p>
            ) : (
              <ul className="share__friends" data-testid="share-friends">
                {stats.value.recent.map((f, i) => (
                  <li key={`${f.createTime}-${i}`}>
                    <span className="share__friend-name">{f.name}</span>
                    <span className={`share__badge${f.registered ? ' is-ok' : ''}`}>{f.registered ? t('share.statusRegistered') : t('share.statusVisited')}</span>
                    <time dateTime={f.registerTime ?? f.createTime}>{formatDate(f.registerTime ?? f.createTime, lang, 'date')}</time>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <AgentRebate userid={userid} />
    </section>
  );
}
