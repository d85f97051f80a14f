import { describe, expect, it } from 'vitest';
import { checkGroupInquiry, inquiryContentPaths, readInquiryContent } from './inquiry.ts';

const good = { name: 'Dana', email: 'dana@ridgeline.example', phone: '', company: 'Ridgeline' };

describe('group inquiry (spec 001 §5)', () => {
  it('requires name, a valid email and the company; phone is optional digits', () => {
    expect(checkGroupInquiry(good)).toEqual({});
    expect(
      checkGroupInquiry({ name: ' ', email: 'dana@', phone: '555-0187', company: '' }),
    ).toEqual({
      name: 'name',
      email: 'email',
      phone: 'phone',
      company: 'company',
    });
    expect(checkGroupInquiry({ ...good, phone: '5125550187' })).toEqual({});
  });

  it('reads the intro, the form section and its definition from content', async () => {
    const paths = inquiryContentPaths('fr-CA');
    expect(paths.page).toContain('locale=fr-ca');
    const answers: Record<string, unknown> = {
      [paths.page]: {
        entry: {
          sections: [
            {
              _content_type_uid: 'text_card',
              heading: 'Votre logo',
              text: { type: 'doc', children: [{ type: 'p', children: [{ text: 'Gravé.' }] }] },
            },
            { _content_type_uid: 'form', jotform_form: 'etching_quote', intro: 'Dites-nous tout.' },
          ],
        },
      },
      [paths.form('etching_quote')]: {
        entry: { fields: [{ name: 'name', label: 'Nom', type: 'text' }], submit_label: 'Envoyer' },
      },
    };
    const content = await readInquiryContent(paths, (url) => Promise.resolve(answers[url]));
    expect(content).toEqual({
      heading: 'Votre logo',
      paragraphs: ['Gravé.'],
      formIntro: 'Dites-nous tout.',
      fields: [{ name: 'name', label: 'Nom', type: 'text' }],
      submitLabel: 'Envoyer',
    });
    expect(await readInquiryContent(paths, () => Promise.resolve(null))).toBeNull();
  });
});
