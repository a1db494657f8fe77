import { describe, expect, it } from 'vitest';
import { rolePages } from './role-pages';

describe('role pages', () => {
  it('gives an installer the calendar, licence, rating and dealer pages', () => {
    expect(rolePages('INSTALLER')).toEqual([
      { key: 'calendar', href: '/calendar' },
      { key: 'license', href: '/license' },
      { key: 'rating', href: '/rating' },
      { key: 'dealer', href: '/dealer' },
    ]);
  });

  it('gives every dealer role the installers and dealer pages, support every company’s installers, the certification requests and the back-office, and a client or a designer none', () => {
    for (const role of ['DEALER', 'DEALER_DEPUTY', 'DEALER_ASSISTANT'] as const)
      expect(rolePages(role)).toEqual([
        { key: 'installers', href: '/installers' },
        { key: 'company', href: '/dealer' },
      ]);
    expect(rolePages('ADMIN')).toEqual([
      { key: 'installers', href: '/installers' },
      { key: 'certifications', href: '/certification-requests' },
      { key: 'backOffice', href: '/admin' },
    ]);
    expect(rolePages('USER')).toEqual([]);
    expect(rolePages('PROJECTOR')).toEqual([]);
  });
});
