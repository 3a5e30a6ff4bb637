import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { SellerAccountCommandBus } from '../backoffice/seller-account/seller-account-bus/seller-account-command-bus.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields/dynamic-fields-bus/dynamic-fields-command-bus.js';
import type { Cell } from '../settings/domain/site-tables.columns.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings/settings-bus/settings-command-bus.js';
import type { Actor } from '../shared/domain/actor.js';
import { newId } from '../shared/ids/ids.js';
import { UploadImagesHandler } from '../files/image-upload/upload-images.handler.js';
import { AuctionTemplateCommandBus } from '../templates/template-bus/auction-template-command-bus.js';

/**
 * The admin's configuration tables as a new marketplace would fill them in (spec 3). A row with an
 * `id` keeps it: the demo lots name their category, condition and location by these ids.
 */
const TABLES: [table: string, rows: Record<string, Cell>[]][] = [
  [
    'categories',
    [
      { id: 'rough', name: 'Rough diamonds', description: 'Run-of-mine and sorted rough' },
      { id: 'fancy-colours', name: 'Fancy colours', description: 'Coloured rough and polished' },
      { id: 'jewellery', name: 'Jewellery', description: 'Rings, earrings and settings' },
    ],
  ],
  [
    'conditions',
    [
      { id: 'sawable', name: 'Sawable' },
      { id: 'makeable', name: 'Makeable' },
      { id: 'clivage', name: 'Clivage' },
      { id: 'rejection', name: 'Rejection' },
    ],
  ],
  [
    'locations',
    [
      {
        id: 'antwerp',
        name: 'Antwerp',
        address: 'Hoveniersstraat, 2018 Antwerp, Belgium',
        country: 'BE',
        state: 'VLG',
        city: 'Antwerpen',
      },
      {
        id: 'dubai',
        name: 'Dubai',
        address: 'Almas Tower, Jumeirah Lakes Towers, Dubai',
        country: 'AE',
        state: 'DU',
        city: 'Dubai',
      },
      {
        id: 'gaborone',
        name: 'Gaborone',
        address: 'Diamond Technology Park, Gaborone, Botswana',
        country: 'BW',
        state: 'SE',
        city: 'Gaborone',
      },
    ],
  ],
  [
    'banners',
    [
      {
        title: 'Antwerp Rough Tender - Week 47',
        description: 'Sawables and makeables from 0.75 to 12 carats, viewing by appointment.',
        link: '/auction',
        button_label: 'Enter Auction',
        color: '#0b3d91',
      },
      {
        title: 'Sealed tenders, opened together',
        description: 'Offer once; every offer stays sealed until the window ends.',
        link: '/offer',
        button_label: 'See offers',
        color: '#5a2d82',
      },
    ],
  ],
  [
    'faq',
    [
      {
        question: 'How does a proxy bid work?',
        answer:
          'You enter the most you would pay; the marketplace bids for you one increment at a time, never above your maximum.',
        position: 1,
      },
      {
        question: 'When do I pay a deposit?',
        answer:
          'Lots marked with a deposit ask for it before your first bid; it is released when the lot closes unless you win.',
        position: 2,
      },
      {
        question: 'Are prices per carat?',
        answer: 'Rough lots are priced per carat; jewellery per item. Each lot says which.',
        position: 3,
      },
    ],
  ],
];

/**
 * The demo's back office, after its lots: the admin's tables (categories, conditions, locations,
 * home banners, FAQ), a dynamic lot field, the demo seller's company profile (its plan is chosen
 * before the lots are listed, in DemoSeed), and an
 * auction template, all through the command buses the screens use.
 */
@Injectable()
export class DemoBackOfficeSeed {
  constructor(
    private readonly settings: SettingsCommandBus,
    private readonly fields: DynamicFieldsCommandBus,
    private readonly accounts: SellerAccountCommandBus,
    private readonly templates: AuctionTemplateCommandBus,
    private readonly uploads: UploadImagesHandler,
  ) {}

  /** A banner picture drawn here (a gradient with facets), stored as the uploader would. */
  private async bannerImage(from: string, to: string): Promise<string> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="1600" height="400" fill="url(#g)"/>
      <g fill="#ffffff" fill-opacity="0.12">
        <polygon points="1180,60 1300,20 1420,60 1300,220"/>
        <polygon points="1300,20 1420,60 1540,40 1450,10"/>
        <polygon points="1040,180 1110,150 1180,180 1110,300"/>
      </g></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const { files } = await this.uploads.execute({
      folder: 'product',
      isCompress: false,
      quality: 80,
      files: [{ bytes: png, clientName: 'banner.png' }],
    });
    return files[0]!.file_name;
  }

  async seed(admin: Actor, seller: Actor): Promise<void> {
    const images = [
      await this.bannerImage('#0b3d91', '#1c7ed6'),
      await this.bannerImage('#5a2d82', '#c2255c'),
    ];
    const pictured = (table: string, row: Record<string, Cell>, i: number) =>
      table === 'banners' ? { ...row, image: images[i] ?? '' } : row;
    for (const [table, rows] of TABLES)
      for (const [i, { id, ...row }] of rows.entries())
        await this.settings.send(
          MARKETPLACE,
          {
            type: 'SaveSiteTableRow',
            action: 'new',
            table,
            rowId: id === undefined ? newId() : String(id),
            values: new Map<string, Cell>([
              ...Object.entries(pictured(table, row, i)),
              ['active', 1],
            ]),
          },
          admin,
        );
    await this.fields.send(
      MARKETPLACE_FIELDS,
      {
        type: 'SaveDynamicField',
        action: 'new',
        fieldId: newId(),
        view_page: 1,
        label: 'Origin mine',
        field_type: 'text',
        options: [],
        is_required: false,
      },
      admin,
    );
    await this.accounts.send(
      seller.id,
      {
        type: 'SaveSellerOrganization',
        sellerId: seller.id,
        organization: {
          name: 'Sable Rough Traders BV',
          registration_no: 'BE 0712.345.678',
          vat: 'BE0712345678',
          address: 'Hoveniersstraat 22',
          city: 'Antwerp',
          country: 'Belgium',
          contact_name: 'Sable Rough Traders',
          contact_email: 'seller@facet.test',
          contact_phone: '+32 3 555 01 47',
          logo: '',
        },
      },
      seller,
    );
    const templateId = newId();
    await this.templates.send(
      templateId,
      {
        type: 'CreateAuctionTemplate',
        templateId,
        details: {
          title: 'Weekly Antwerp rough tender',
          description: 'Rough weights; viewing by appointment in Antwerp.',
          avatar: null,
          duration_hours: 72,
          lot_defaults: {
            auctiontype: 'standard',
            pricing: 'per_carat',
            deposit: 0,
            deposit_amount: 0,
          },
        },
      },
      seller,
    );
  }
}
