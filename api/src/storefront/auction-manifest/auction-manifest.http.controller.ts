import { searchManifest } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AuctionManifestQuery } from './auction-manifest.query.js';

/** `product/searchManifest`: an auction's lot manifest (weights, stones, sizes) and its CSV. */
@CommandController()
export class AuctionManifestController {
  constructor(private readonly manifests: AuctionManifestQuery) {}

  @Public()
  @CommandRoute(searchManifest)
  async search(@Call() { body: { auctionid } }: Call<typeof searchManifest>) {
    return success('Manifest', await this.manifests.of(auctionid));
  }
}
