/** SMS confirmation codes, shared by registration, password reset and phone change. */
export { createCodesService, liveCodeOf, type CodesService, type Verification } from './service';
