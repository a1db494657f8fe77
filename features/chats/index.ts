/** What app/ composes from the chats feature. */
export { ChatsPage, ChatsSection } from './components/chats-page';
export { ChatView } from './components/chat-view';
export { AppealButton } from './components/appeal-button';
export { ChatsOutbox } from './components/chats-outbox';
