/** Stock per inventory list: availability, and the stock orders take and give back. */
export {
  availabilityOf,
  bundleAvailability,
  masterAvailability,
  NOT_STOCKED,
  setAvailability,
  type Availability,
  type StockRecord,
} from './rules.ts';
export { availabilityOfNodes, loadStock } from './service.ts';
export { returnStock, takeStock, type StockDemand, type TakeOutcome } from './stock.ts';
