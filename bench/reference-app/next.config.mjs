// Its own (empty) config: without it, Next would take the portal's next.config.ts from the folder above.
const config = {};
export default config;
