/** What app/ composes from the buyer's guide. */
export { BuyerGuidePage } from './components/buyer-guide-page';
export { buyerContent } from './content';
