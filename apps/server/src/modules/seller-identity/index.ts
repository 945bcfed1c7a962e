/**
 * The seller-identity area's front door: the shop's legal identity (trade name, MERSİS, tax
 * office and number, address, phone, e-mail, KEP, ETBİS), kept in one place.
 */
export { DEMO_SELLER_IDENTITY, seedDemoSellerIdentity } from './demo-seller-identity';
export { registerSellerIdentityRoutes } from './routes';
export { readLegalFacts, readSellerIdentity } from './service';
