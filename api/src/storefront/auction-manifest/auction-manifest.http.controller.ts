import { Controller } from '@nestjs/common';
import { type RequestOf, searchManifest } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AuctionManifestQuery } from './auction-manifest.query.js';

/** `product/searchManifest`: an auction's lot manifest (weights, stones, sizes) and its CSV. */
@Controller()
export class AuctionManifestController {
  constructor(private readonly manifests: AuctionManifestQuery) {}

  @Public()
  @CommandRoute(searchManifest)
  async search(
    @ValidBody() { auctionid }: RequestOf<typeof searchManifest>,
  ): Promise<Reply<typeof searchManifest>> {
    return success('Manifest', await this.manifests.of(auctionid));
  }
}
