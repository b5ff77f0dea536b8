/** Money (issue #19): pay-rate histories and the owner's money arithmetic. */
export * from './figures';
export * from './overview';
export { MAX_HOURLY_RATE_CENTS } from './mutators';
export * from './usePayRates';
export * from './inputs';
export * from './labor';
export * from './useWindowFigures';
