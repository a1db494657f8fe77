import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** What React writes when it reports an error: minified codes (react.dev/errors/418) in the production build. */
const fromReact = (text: string) => /react\.dev\/errors|Minified React error|hydrat|React/i.test(text);
/** What next-intl writes when a browser component asks for a text its page's provider did not send, or cannot format it. */
const fromIntl = (text: string) => /MISSING_MESSAGE|INVALID_MESSAGE|FORMATTING_ERROR|INVALID_KEY/.test(text);
const reported = (text: string) => fromReact(text) || fromIntl(text);

/**
 * `test` of every journey: it fails when React reports an error in the browser (a console error or
 * an uncaught exception from React, such as hydration error #418), or next-intl a text the page was not sent, in any
 * page of the test.
 */
export const test = base.extend<{ reactErrors: void }>({
  reactErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && reported(message.text())) errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      };
      const onError = (error: Error) => {
        if (reported(`${error.message}\n${error.stack ?? ''}`)) errors.push(error.message);
      };
      context.on('console', onConsole);
      context.on('weberror', (webError) => onError(webError.error()));
      await use();
      expect(errors, 'React or next-intl reported errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
