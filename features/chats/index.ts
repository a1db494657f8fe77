/** What app/ composes from the chats feature. */
export { ChatsPage } from './components/chats-page';
export { ChatsSection } from './components/profile-parts';
export { ChatView } from './components/chat-view';
export { AppealButton } from './components/appeal-button';
export { ChatsOutbox } from './components/chats-outbox';
