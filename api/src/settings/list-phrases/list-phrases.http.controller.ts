import { Controller } from '@nestjs/common';
import { listPhrases, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { phraseRecords } from './phrases.query.js';

/** `admin/setting/phrases`: an admin's overrides of the web's translations. */
@Controller()
export class ListPhrasesController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(listPhrases)
  async list(@ValidBody() body: RequestOf<typeof listPhrases>): Promise<Reply<typeof listPhrases>> {
    const records = phraseRecords(await this.settings.current(), body.language);
    return success('Phrases', { records, totalRecords: records.length, setDisp: '' });
  }
}
