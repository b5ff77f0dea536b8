import { useState } from 'react';
import { INVITE_DEFAULT_DAYS } from '../../config/constants';
import { type InviteEntry, extendInvite, revokeInvite } from '../../data/users';
import { useFormats } from '../../i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { extendedExpiry, inviteState, maxInviteDays, type Manager } from './peopleRules';
import type { PeopleT } from './peopleTexts';
import { claimLinkOf } from './InviteForm';

/** Invites on the device's copy: their state, and for open ones (and lapsed ones) extend or withdraw. */
export function InviteList({
  invites,
  by,
  now,
  zone,
  t,
}: {
  invites: readonly InviteEntry[];
  by: Manager;
  now: number;
  zone: string;
  t: PeopleT;
}) {
  const formats = useFormats();
  const [problem, setProblem] = useState<string | null>(null);
  const extendDays = INVITE_DEFAULT_DAYS;
  async function run(write: () => Promise<unknown>) {
    setProblem(null);
    try {
      await write();
    } catch {
      setProblem(t('people.edit.failed'));
    }
  }
  return (
    <section aria-labelledby="invites-title">
      <h2 id="invites-title">{t('people.invites.title')}</h2>
      {invites.length === 0 ? <p>{t('people.invites.none')}</p> : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      <ul className="plain-list" data-testid="invites">
        {invites.map((invite) => {
          const state = inviteState(invite, now);
          const open = state === 'pending' || state === 'expired';
          return (
            <li key={invite.token} data-testid="invite-row">
              <strong>{invite.email}</strong> ·{' '}
              {invite.role ? t(`role.${invite.role}`) : t('people.invite.kioskRole')} ·{' '}
              <span data-testid="invite-state">{t(`people.invites.state.${state}`)}</span>
              {state === 'pending' ? (
                <>
                  {' '}
                  · {t('people.invites.expires', { when: formats.zoned(invite.expiresAtMs, zone, 'when') })}
                </>
              ) : null}
              {open ? (
                <div className="page-actions">
                  <Button
                    variant="secondary"
                    // The name begins with the words on the button (WCAG 2.5.3, label in name).
                    aria-label={t('people.invites.extendWho', {
                      days: String(extendDays),
                      email: invite.email,
                    })}
                    onClick={() =>
                      void run(() =>
                        extendInvite({
                          token: invite.token,
                          email: invite.email,
                          expiresAtMs: extendedExpiry(invite.expiresAtMs, now, extendDays, maxInviteDays(by)),
                        }),
                      )
                    }
                  >
                    {t('people.invites.extend', { days: String(extendDays) })}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('people.invites.revokeWho', { email: invite.email })}
                    onClick={() =>
                      void run(() =>
                        revokeInvite({
                          token: invite.token,
                          email: invite.email,
                          revokedAt: new Date().toISOString(),
                        }),
                      )
                    }
                  >
                    {t('people.invites.revoke')}
                  </Button>
                </div>
              ) : null}
              {state === 'pending' ? (
                <Field
                  label={t('people.invites.linkOf', { email: invite.email })}
                  readOnly
                  value={claimLinkOf(invite.token)}
                  onFocus={(event) => event.target.select()}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
