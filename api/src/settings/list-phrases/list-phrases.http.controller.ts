import { listPhrases } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { phraseRecords } from './phrases.query.js';

/** `admin/setting/phrases`: an admin's overrides of the web's translations. */
@CommandController('admin')
export class ListPhrasesController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(listPhrases)
  async list(@Call() { body }: Call<typeof listPhrases>) {
    const records = phraseRecords(await this.settings.current(), body.language);
    return success('Phrases', { records, totalRecords: records.length, setDisp: '' });
  }
}
