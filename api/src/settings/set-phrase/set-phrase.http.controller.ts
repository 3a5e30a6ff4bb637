import { Controller } from '@nestjs/common';
import { type RequestOf, setPhrase } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `admin/setting/phraseAction`: an empty text removes the override (the bundled one shows). */
@Controller()
export class SetPhraseController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(setPhrase)
  async set(
    @ValidBody() { language, key, text, commandId }: RequestOf<typeof setPhrase>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof setPhrase>> {
    await this.settings.change({ type: 'SetPhrase', language, key, text }, actor, commandId);
    return success('Phrase saved', { language, key, text });
  }
}
