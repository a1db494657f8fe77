'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ListStates } from '@/components/ui/list-states';
import { apiFailure } from '@/lib/api/errors';
import { usePushDevice, type DeviceState } from '../hooks/use-push-device';

/** States in which the switch cannot be turned: the hint says why and what to do. */
const fixed = new Set<DeviceState>(['unsupported', 'notConfigured', 'denied']);

/**
 * The profile's "Notifications on this device" (docs/decisions/0054-web-push.md): a switch per browser and sign-in.
 * On asks for the permission, subscribes the portal's service worker and hands the subscription to the API; off
 * unsubscribes and deletes it. The hint under it says what the device gets, or why it cannot.
 */
export function PushSettings() {
  const t = useTranslations('push');
  const titleId = useId();
  const hintId = useId();
  const { device, toggle } = usePushDevice();
  // A refusal of the API speaks for itself; anything else failed in the browser (no worker, the push service).
  const failure = toggle.error ? apiFailure(toggle.error) : null;
  const error = failure && (failure.status || failure.code ? failure.message : t('deviceFailed'));

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm wide:p-6">
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <ListStates query={device} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')}>
        {({ state }) => (
          <div className="space-y-2">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800 has-disabled:cursor-default has-disabled:opacity-60">
              <input
                type="checkbox"
                role="switch"
                checked={state === 'on'}
                disabled={fixed.has(state) || toggle.isPending}
                aria-describedby={hintId}
                onChange={(event) => toggle.mutate(event.target.checked)}
                className="h-5 w-5 accent-brand-600"
              />
              <span className="font-medium">{t('switch')}</span>
            </label>
            <p id={hintId} className="text-sm text-slate-600">
              {t(`states.${state}`)}
            </p>
            <p role="status" className="text-sm text-slate-600">
              {toggle.isPending ? t('saving') : ''}
            </p>
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        )}
      </ListStates>
    </section>
  );
}
