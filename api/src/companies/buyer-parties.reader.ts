import { Injectable } from '@nestjs/common';
import {
  BUYER_COMPANIES,
  type EventData,
  type InvoiceRaised,
  ownValue,
} from '@facet/event-schemas';
import { BuyerCompaniesBus } from './buyer-companies-bus.js';
import type { BuyerCompaniesState, BuyerCompany } from './domain/index.js';

/** The company an invoice is billed to (`InvoiceRaised.billTo`). */
export type BillTo = NonNullable<EventData<typeof InvoiceRaised>['billTo']>;

/**
 * The party a buyer tenders, caps and is invoiced as (issue 30): the company they represent, else
 * themselves. The one place the spending-cap gate, the tender opening and the invoices ask it.
 * Read from the register caught up with the store's tail: a representative who joined a moment
 * ago on another process counts.
 */
@Injectable()
export class BuyerParties {
  constructor(private readonly register: BuyerCompaniesBus) {}

  /** The company `buyerId` represents, else `buyerId` itself. */
  async partyOf(buyerId: string): Promise<string> {
    const s = await this.register.latest(BUYER_COMPANIES);
    return ownValue(s.companyOf, buyerId) ?? buyerId;
  }

  /** Each buyer's party (the same call, for many buyers at once). */
  async partiesOf(buyerIds: readonly string[]): Promise<Record<string, string>> {
    const s = await this.register.latest(BUYER_COMPANIES);
    return Object.fromEntries(buyerIds.map((b) => [b, ownValue(s.companyOf, b) ?? b]));
  }

  /**
   * Who tenders as `partyId`: a company's representatives; a buyer on their own alone; nobody for
   * a buyer who now represents a company (their own cap, if any, no longer applies).
   */
  async membersOf(partyId: string): Promise<string[]> {
    return membersIn(await this.register.latest(BUYER_COMPANIES), partyId);
  }

  /** Each party's members, read from one look at the register (the spending-cap gate, per bid). */
  async membersOfEach(partyIds: readonly string[]): Promise<string[][]> {
    const s = await this.register.latest(BUYER_COMPANIES);
    return partyIds.map((p) => membersIn(s, p));
  }

  /** The buyers whose invoices `buyerId` sees and pays: their company's representatives, or them. */
  async colleaguesOf(buyerId: string): Promise<string[]> {
    const s = await this.register.latest(BUYER_COMPANIES);
    const companyId = ownValue(s.companyOf, buyerId);
    const company = companyId === undefined ? undefined : ownValue(s.companies, companyId);
    return company ? [...company.representatives] : [buyerId];
  }

  /** The company `buyerId` represents now, or null for a buyer on their own. */
  async companyOf(buyerId: string): Promise<BuyerCompany | null> {
    const s = await this.register.latest(BUYER_COMPANIES);
    const companyId = ownValue(s.companyOf, buyerId);
    return (companyId === undefined ? undefined : ownValue(s.companies, companyId)) ?? null;
  }

  /**
   * The company id a caller acts for now (I1's `actorCompanyId`), else undefined: only a buyer
   * represents a company. Asked by every use case that lets a representative act as an invoice's
   * buyer (invoice commands, shipping quotes, viewings, returns).
   */
  async companyActingFor(actor: { id: string; role: string }): Promise<string | undefined> {
    if (actor.role !== 'buyer') return undefined;
    return (await this.companyOf(actor.id))?.companyId;
  }

  /**
   * Whom an invoice of `buyerId` is billed to: their company as it stands now, else undefined
   * (billed to them). Every invoice raiser asks it: a lot won at a close and a checkout alike.
   */
  async billToOf(buyerId: string): Promise<BillTo | undefined> {
    return billToFrom(await this.companyOf(buyerId));
  }

  /**
   * Whom an invoice of a lot won by a tender placed for `partyId` is billed to (ET6): that company
   * even if its representative has left it since, else undefined (a buyer tendering as themself).
   */
  async billToOfParty(partyId: string): Promise<BillTo | undefined> {
    const s = await this.register.latest(BUYER_COMPANIES);
    return billToFrom(ownValue(s.companies, partyId));
  }
}

function billToFrom(company: BuyerCompany | null | undefined): BillTo | undefined {
  if (!company) return undefined;
  const { companyId, name, registrationNumber, country } = company;
  return { companyId, name, registrationNumber, country };
}

function membersIn(s: BuyerCompaniesState, partyId: string): string[] {
  const company = ownValue(s.companies, partyId);
  if (company) return [...company.representatives];
  return ownValue(s.companyOf, partyId) === undefined ? [partyId] : [];
}
