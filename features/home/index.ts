/** What app/ composes from the home page's sections. */
export { Hero } from './components/hero';
export { HowItWorks } from './components/how-it-works';
export { WhyUs } from './components/why-us';
