import { Injectable } from '@nestjs/common';
import { buyerLabel } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';

/** How many lots a buyer bid on, and how many of them they won. */
@Injectable()
export class MyBidTotalsQuery {
  constructor(private readonly reader: ReadModelReader) {}

  private lotIds = async (userId: string) =>
    Object.keys((await this.reader.myBids(userId))?.lots ?? {});

  placed = async (userId: string): Promise<number> => (await this.lotIds(userId)).length;

  async won(userId: string): Promise<number> {
    const standings = await this.reader.standings(await this.lotIds(userId));
    return [...standings.values()].filter((s) => buyerLabel(s, userId) === 'Won').length;
  }
}
