import { setPhrase } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `admin/setting/phraseAction`: an empty text removes the override (the bundled one shows). */
@CommandController('admin')
export class SetPhraseController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(setPhrase)
  async set(@Call() { body: { language, key, text, commandId }, actor }: Call<typeof setPhrase>) {
    await this.settings.change({ type: 'SetPhrase', language, key, text }, actor, commandId);
    return success('Phrase saved', { language, key, text });
  }
}
