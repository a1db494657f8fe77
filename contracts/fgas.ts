/**
 * The F-gas logbook's rules (issue 33 item 2), pure and shared by the web and the API: the refrigerants and their GWP,
 * the leak check rule and its due dates, the entries, the installer's certificate and the CRO card's fields
 * (docs/decisions/0048-fgas-rules.md).
 */
export * from './fgas-refrigerants';
export * from './fgas-leak-checks';
export * from './fgas-entries';
export * from './fgas-certificates';
export * from './fgas-cro-card';
