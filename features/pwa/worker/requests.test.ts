import { describe, expect, it } from 'vitest';
import {
  carriesToken,
  isFieldApiRead,
  isFieldPage,
  isFieldRscRequest,
  isPageRequest,
  isShellFile,
  isStartApiRead,
  isStartPage,
  pageCacheKey,
  splitLocale,
} from './requests';

const site = 'http://localhost:3000';
const api = 'http://localhost:4000';
const url = (path: string, origin = site) => new URL(path, origin);
/** A navigation: `new Request` may not make one (mode 'navigate'), so a stand-in with what the matchers read. */
const navigation = () => ({ mode: 'navigate', headers: new Headers() }) as unknown as Request;
const rsc = (path: string, headers: Record<string, string> = {}) => new Request(url(path), { headers: { rsc: '1', ...headers } });

describe('which requests the service worker keeps', () => {
  it('reads the locale from the path prefix (uk has none)', () => {
    expect(splitLocale('/en/calendar')).toEqual({ locale: 'en', path: '/calendar' });
    expect(splitLocale('/pl')).toEqual({ locale: 'pl', path: '/' });
    expect(splitLocale('/installations/5')).toEqual({ locale: 'uk', path: '/installations/5' });
    expect(splitLocale('/english')).toEqual({ locale: 'uk', path: '/english' });
  });

  it('keeps the installer’s pages, the wizard and the catalogue, not the requests or other pages', () => {
    for (const path of [
      '/installations',
      '/en/installations/12',
      '/pl/installations/3/12',
      '/installations/new?id=5',
      '/calendar',
      '/products',
      '/en/products/7',
    ])
      expect(isFieldPage(url(path)), path).toBe(true);
    for (const path of ['/', '/en/installations/requests', '/installations/new/x', '/chats', '/profile', '/en/calendar/x'])
      expect(isFieldPage(url(path)), path).toBe(false);
  });

  it('keeps the wizard’s page once per draft, whatever its step; other pages under their own URL', () => {
    expect(pageCacheKey(url('/en/installations/new?id=5&step=details'))).toBe(`${site}/en/installations/new?id=5`);
    expect(pageCacheKey(url('/installations/new?step=address&id=5'))).toBe(`${site}/installations/new?id=5`);
    expect(pageCacheKey(url('/installations/new?kind=completed'))).toBe(`${site}/installations/new`);
    expect(pageCacheKey(url('/products?group=3'))).toBe(`${site}/products?group=3`);
  });

  it('takes navigations and handed-over HTML as pages, never the session routes, the worker or Next’s files', () => {
    expect(isPageRequest(navigation(), url('/en/company'), site)).toBe(true);
    expect(isPageRequest(new Request(url('/calendar'), { headers: { accept: 'text/html' } }), url('/calendar'), site)).toBe(true);
    expect(isPageRequest(new Request(url('/calendar')), url('/calendar'), site)).toBe(false);
    for (const path of ['/session', '/session/refresh', '/serwist/sw.js', '/manifest/en.webmanifest', '/version', '/_next/static/a.js'])
      expect(isPageRequest(navigation(), url(path), site), path).toBe(false);
    expect(isPageRequest(rsc('/installations'), url('/installations'), site)).toBe(false);
  });

  it('keeps React payloads of field pages, but not prefetches', () => {
    expect(isFieldRscRequest(rsc('/installations/5?_rsc=abc'), url('/installations/5?_rsc=abc'), site)).toBe(true);
    expect(isFieldRscRequest(rsc('/chats?_rsc=abc'), url('/chats?_rsc=abc'), site)).toBe(false);
    expect(isFieldRscRequest(rsc('/products', { 'next-router-prefetch': '1' }), url('/products'), site)).toBe(false);
  });

  it('keeps the app’s own files of this site', () => {
    expect(isShellFile(url('/_next/static/chunks/a1b2.js'), site)).toBe(true);
    expect(isShellFile(url('/icons/icon-192.png'), site)).toBe(true);
    expect(isShellFile(url('/_next/static/chunks/a1b2.js', 'http://cdn.example'), site)).toBe(false);
    expect(isShellFile(url('/installations'), site)).toBe(false);
  });

  it('keeps the API’s reads of the field pages only: never sessions, exports, files or other routes', () => {
    for (const path of [
      '/web/installations',
      '/web/installations/filters',
      '/web/installations/12',
      '/web/installations/12/barcodes',
      '/web/installations/12/common',
      '/web/installations/12/address',
      '/web/installations/12/details',
      '/web/installations/12/commissioning',
      '/web/installations/12/fgas',
      '/web/installations/preventions/4/common',
      '/web/installers/calendar/month',
      '/web/catalog/products/8',
      '/web/catalog/groups',
    ])
      expect(isFieldApiRead(url(path, api), api), path).toBe(true);
    for (const path of [
      '/sessions/current',
      '/login',
      '/web/profile',
      '/web/installations/export',
      '/web/installations/12/certificate',
      '/web/installations/12/commissioning/report',
      '/web/installations/12/labels',
      '/web/installers/calendar/feed',
      '/web/chats',
      '/web/catalog/version',
    ])
      expect(isFieldApiRead(url(path, api), api), path).toBe(false);
    expect(isFieldApiRead(url('/web/installations', site), api)).toBe(false);
  });

  it('takes the installations list in every language as the start page, never a card, the wizard or the requests', () => {
    for (const path of ['/installations', '/en/installations', '/pl/installations?status=NEW&page=2']) expect(isStartPage(url(path)), path).toBe(true);
    for (const path of ['/installations/12', '/en/installations/new', '/installations/requests', '/calendar', '/'])
      expect(isStartPage(url(path)), path).toBe(false);
  });

  it('takes the list’s reads and its filters as the start page’s reads, never a card’s, an export or another origin’s', () => {
    for (const path of ['/web/installations?lang=uk&page=1&perPage=10&installed=false', '/web/installations/filters?installed=true'])
      expect(isStartApiRead(url(path, api), api), path).toBe(true);
    for (const path of ['/web/installations/12', '/web/installations/export', '/web/installations/certification-types', '/web/sidebar'])
      expect(isStartApiRead(url(path, api), api), path).toBe(false);
    expect(isStartApiRead(url('/web/installations', site), api)).toBe(false);
  });

  it('tells a read sent with the session’s token from one sent before the session answered', () => {
    expect(carriesToken(new Request(url('/web/installations', api), { headers: { authorization: 'Bearer abc' } }))).toBe(true);
    expect(carriesToken(new Request(url('/web/installations', api)))).toBe(false);
  });
});
