import { Controller, Inject } from '@nestjs/common';
import type { StaticPageAnswer, StaticPageEntry, StaticPageTitleList } from '@facet/event-schemas';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { sanitizeRichTextHtml } from '../../shared/html/rich-text-html.rules.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import {
  MARKETPLACE,
  SettingsCommandBus,
} from '../../settings/settings-bus/settings-command-bus.js';
import { STATIC_PAGES, type StaticPageId } from '../static-pages.content.js';
import { PAGE_LANGUAGES } from '../static-pages.languages.js';
import { StaticPageSource } from './static-page.source.js';

const page = z
  .string({ error: 'Required' })
  .refine((id) => Object.hasOwn(STATIC_PAGES, id), 'Unknown page');
const lng = z.enum(PAGE_LANGUAGES).default('en');
const entry = z.strictObject({
  id: page,
  lng,
  title: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200),
  content: z.string({ error: 'Required' }).max(200_000, 'The page is too long'),
  commandId: z.string().min(1).max(128).optional(),
});
const which = z.strictObject({ id: page, lng });
const list = z.strictObject({ lng: lng.optional() });

/** The admin's static page editor: `insertEntry`, `updateEntry`, `getPreviousData`, `show_static_content`. */
@Controller('common')
export class StaticPageEditorController {
  constructor(
    private readonly settings: SettingsCommandBus,
    private readonly pages: StaticPageSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('insertEntry')
  @BodySchema(entry)
  insert(@ValidBody() body: z.infer<typeof entry>, @CurrentActor() actor: Actor) {
    return this.save(body, actor);
  }

  @Roles('admin')
  @CommandRoute('updateEntry')
  @BodySchema(entry)
  update(@ValidBody() body: z.infer<typeof entry>, @CurrentActor() actor: Actor) {
    return this.save(body, actor);
  }

  @Roles('admin')
  @CommandRoute('getPreviousData')
  @BodySchema(which)
  async previous(@ValidBody() body: z.infer<typeof which>) {
    const found = await this.pages.page(body.id, body.lng);
    if (!found) throw notFound('Page not found', 'page.not-found');
    return success<StaticPageAnswer>('Static page', {
      item: { id: body.id, lng: body.lng, ...found },
    });
  }

  @Roles('admin')
  @CommandRoute('show_static_content')
  @BodySchema(list)
  async list(@ValidBody() body: z.infer<typeof list>) {
    const ids = Object.keys(STATIC_PAGES) as StaticPageId[];
    const records = await Promise.all(
      ids.map(async (id) => ({
        id,
        title: (await this.pages.page(id, body.lng ?? 'en'))?.title ?? id,
      })),
    );
    return success<StaticPageTitleList>('Static pages', {
      records,
      totalRecords: records.length,
      setDisp: '',
    });
  }

  private async save(body: z.infer<typeof entry>, actor: Actor) {
    const html = sanitizeRichTextHtml(body.content);
    const command = {
      type: 'SaveStaticPage' as const,
      page: body.id,
      language: body.lng,
      title: body.title,
      html,
    };
    await this.settings.send(MARKETPLACE, command, actor, this.clock.now(), body.commandId);
    return success<StaticPageEntry>('Page saved', {
      id: body.id,
      lng: body.lng,
      title: body.title,
      content: html,
    });
  }
}
