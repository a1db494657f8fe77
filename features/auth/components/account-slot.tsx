'use client';
import { AccountMenu } from './account-menu';
import { SessionRoot } from './session-root';

/** What the accounts feature puts into the header: the session of the page and the account menu. */
export function AccountSlot() {
  return (
    <>
      <SessionRoot />
      <AccountMenu />
    </>
  );
}
