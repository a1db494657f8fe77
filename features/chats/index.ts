/** What app/ composes from the chats feature. */
export { ChatsPage } from './components/chats-page';
/** The list alone, for the profile area's appeals section on narrow screens. */
export { ChatsList as ChatsSection } from './components/chats-list';
export { ChatView } from './components/chat-view';
export { AppealButton } from './components/appeal-button';
export { ChatsOutbox } from './components/chats-outbox';
