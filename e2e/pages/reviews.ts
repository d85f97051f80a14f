import { expect, type Locator, type Page } from '@playwright/test';

/** The ratings and reviews of a product page: the stars under the name, the section, the form. */
export class ReviewsSection {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(productPath: string) {
    await this.page.goto(productPath);
  }

  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  /** The link under the product name, named as a screen reader hears it. */
  ratingLink(label: string | RegExp): Locator {
    return this.page.getByRole('link', { name: label });
  }

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Reviews' });
  }

  get reviews(): Locator {
    return this.section.getByTestId('review');
  }

  get signInLink(): Locator {
    return this.section.getByRole('link', { name: 'Sign in to write a review' });
  }

  get writeButton(): Locator {
    return this.section.getByRole('button', { name: 'Write a review' });
  }

  get form(): Locator {
    return this.section.getByTestId('review-form');
  }

  get thanks(): Locator {
    return this.section.getByTestId('review-thanks');
  }

  sortLink(name: string): Locator {
    return this.section
      .getByRole('navigation', { name: 'Sort reviews' })
      .getByRole('link', { name });
  }

  pagerLink(name: string): Locator {
    return this.section
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name });
  }

  /** Opens the form, picks the stars by their radio label and types title and text. */
  async write(review: { stars: number; title: string; text: string }) {
    await this.writeButton.click();
    await expect(this.form).toBeVisible();
    // The radio is drawn as a star: a shopper clicks the star, the label around the radio.
    const name = `${review.stars} star${review.stars === 1 ? '' : 's'}`;
    const radio = this.form.getByRole('radio', { name });
    await this.form.locator('label', { has: this.page.getByRole('radio', { name }) }).click();
    await expect(radio).toBeChecked();
    await this.form.getByLabel('Title').fill(review.title);
    await this.form.getByLabel('Your review').fill(review.text);
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Submit review' }).click();
  }
}
