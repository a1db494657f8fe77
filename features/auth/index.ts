/** What app/ composes from the accounts feature. */
export { AccountSlot } from './components/account-slot';
