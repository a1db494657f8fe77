/** What app/ composes from the calendar feature. */
export { CalendarPage } from './components/calendar-page';
