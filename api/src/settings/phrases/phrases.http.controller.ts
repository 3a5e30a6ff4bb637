import { Controller, Inject } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { commandId } from '../settings.request.js';

// Any code the `languages` table accepts: an admin translates a language before showing it.
const language = z.string({ error: 'Unknown language' }).regex(/^[a-z]{2,3}$/, 'Unknown language');
// `namespace:key.path` as the web's i18n resources name it (`home:featured`).
const key = z
  .string({ error: 'Required' })
  .regex(/^[a-z][a-zA-Z0-9]*:[a-zA-Z0-9_.]{1,200}$/, 'A key reads namespace:key (home:featured)');
const list = z.strictObject({ language: language.optional() });
const set = z.strictObject({ language, key, text: z.string().max(10_000), commandId });

/** `admin/setting/phrases` and `phraseAction`: an admin's overrides of the web's translations. */
@Controller('admin/setting')
export class PhrasesController {
  constructor(
    private readonly settings: SettingsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('phrases')
  @BodySchema(list)
  async list(@ValidBody() body: z.infer<typeof list>) {
    const records = [...(await this.settings.current()).phrases]
      .map(([k, text]) => {
        const [lng = '', phrase = ''] = k.split('|');
        return { language: lng, key: phrase, text };
      })
      .filter((p) => !body.language || p.language === body.language);
    return success('Phrases', { records, totalRecords: records.length, setDisp: '' });
  }

  /** An empty text removes the override: the bundled translation shows again. */
  @Roles('admin')
  @CommandRoute('phraseAction')
  @BodySchema(set)
  async set(@ValidBody() body: z.infer<typeof set>, @CurrentActor() actor: Actor) {
    const command = {
      type: 'SetPhrase' as const,
      language: body.language,
      key: body.key,
      text: body.text,
    };
    await this.settings.send(MARKETPLACE, command, actor, this.clock.now(), body.commandId);
    return success('Phrase saved', { language: body.language, key: body.key, text: body.text });
  }
}
