import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AppDeps } from '../../app-deps';
import { createPeriodicJob } from '../../shared/periodic-job';
import { registerEsignRoutes } from '../esign/esign.public';
import { loadSealCertificate, type SealCertificate } from '../pdf/pdf.public';
import { createSealer, type Sealer } from './offer-seal.service';
import { warnOfExpiringOffers } from './offers-expiry.job';
import { registerDevOfferRoute, registerOffersRoutes } from './offers.routes';

// Offers, the e-sign widget's calls, the sealing of signed documents and the expiry warning. The
// certificate is read (or made) when the first document is sealed.
const offers: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  let certificate: Promise<SealCertificate> | null = null;
  const sealer = createSealer({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
    certificate: () => {
      certificate ??= loadSealCertificate({
        dataDir: deps.env.DATA_DIR,
        certificatePath: deps.env.ESIGN_CERT_PATH,
        passphrase: deps.env.ESIGN_CERT_PASSPHRASE,
      });
      return certificate;
    },
  });
  app.decorate('offerSealer', sealer);
  registerOffersRoutes(app, deps, sealer);
  registerEsignRoutes(app, deps, sealer);
  if (deps.env.DEMO) registerDevOfferRoute(app, deps, sealer);

  const sweep = createPeriodicJob({
    name: 'offers-sweep',
    metrics: deps.metrics,
    everyMs: deps.env.OFFERS_SWEEP_INTERVAL_MS,
    run: async () => {
      await sealer.sweep();
      await warnOfExpiringOffers(deps, deps.clock());
    },
    logger: deps.logger,
    failure: 'the offers sweep failed',
    runOnStart: true,
  });
  app.addHook('onReady', () => {
    sweep.start();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await sweep.stop();
    await sealer.idle();
  });
  done();
};

// Not encapsulated: the sealer it decorates the app with is the app's.
export const offersPlugin = fastifyPlugin(offers, { name: 'offers' });

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs an interface
  interface FastifyInstance {
    // Tests wait on it for the sealed file (the candidate's request does not).
    offerSealer: Sealer;
  }
}
