/** ISO times to instants: defined once beside the shift rules, which the Cloud Functions apply too. */
export { instantOfIso, isLater } from '@lotcrew/shared/isoInstant';
