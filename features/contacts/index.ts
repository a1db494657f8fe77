/** What app/ composes from the contacts page. */
export { ContactsPage } from './components/contacts-page';
