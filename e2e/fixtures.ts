import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** What React writes when it reports an error: minified codes (react.dev/errors/418) in the production build. */
const fromReact = (text: string) => /react\.dev\/errors|Minified React error|hydrat|React/i.test(text);

/**
 * `test` of every journey: it fails when React reports an error in the browser (a console error or
 * an uncaught exception from React, such as hydration error #418), in any page of the test.
 */
export const test = base.extend<{ reactErrors: void }>({
  reactErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && fromReact(message.text())) errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      };
      const onError = (error: Error) => {
        if (fromReact(`${error.message}\n${error.stack ?? ''}`)) errors.push(error.message);
      };
      context.on('console', onConsole);
      context.on('weberror', (webError) => onError(webError.error()));
      await use();
      expect(errors, 'React reported errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
