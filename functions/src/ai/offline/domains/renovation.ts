import type { Domain } from '../domain.ts';

const ROOMS = '(kitchen|bathroom|bedroom|living room|dining room|nursery|garage|basement|attic|loft|garden|backyard|yard|deck|patio|fence|roof|shed|porch|hallway|office)';

export const renovation: Domain = {
  id: 'renovation',
  cues: {
    renovate: 3, renovation: 3, renovating: 3, remodel: 3, redecorate: 3, redo: 2, refurbish: 3, [ROOMS]: 2,
    house: 1, home: 1, apartment: 1, flat: 1, paint: 1, diy: 3, 'fix up': 1, furniture: 2, room: 1, tiles: 3,
    flooring: 3, plumbing: 3, extension: 2, contractor: 3, builder: 2, landscaping: 3, makeover: 2, wallpaper: 3,
  },
  tone: 'friendly',
  topics: [ROOMS, '(house|home|apartment|flat|room)'],
  topicArticle: 'the',
  fallbackTopic: 'your home',
  milestones: [
    {
      kinds: ['count'],
      units: ['rooms', 'walls', 'windows', 'doors'],
      task: 'Finish {amount}',
      final: 'Finish all {amount}',
      microtasks: [
        'Schedule the work that takes you to {amount}',
        'Inspect each finished one before counting it toward {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Plan the work on {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Define the scope',
          microtasks: [
            'Walk through {topic} and list everything you want changed',
            'Mark each item as must-have or nice-to-have',
            'Collect 10 photos of looks you like',
            'Measure {topic} and sketch a floor plan',
          ],
        },
        {
          title: 'Set the budget',
          microtasks: [
            'Set a total budget with a 15% buffer',
            'Price the big items: materials, fixtures and labour',
            'Decide what you will do yourself and what needs a pro',
          ],
        },
        {
          title: 'Check permits and rules',
          microtasks: [
            'Check whether the work needs a permit or landlord approval',
            'List any electrical, gas or structural work for licensed pros',
          ],
        },
      ],
    },
    {
      title: 'Line up materials and help',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Get quotes from contractors',
          microtasks: [
            'Ask three contractors for written quotes',
            'Check their reviews and references',
            'Agree on dates, payment stages and what is included',
          ],
        },
        {
          title: 'Order the materials',
          microtasks: [
            'Make a full materials list with quantities',
            'Order the items with long lead times first',
            'Plan where deliveries will be stored',
          ],
        },
      ],
    },
    {
      title: 'Prepare {topic} for the work',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Clear and protect the space',
          microtasks: [
            'Empty {topic} completely',
            'Cover floors and nearby furniture',
            'Set up a temporary kitchen or bathroom plan if needed',
          ],
        },
        {
          title: 'Gather the tools',
          microtasks: [
            'List the tools each job needs',
            'Borrow or rent what you do not own',
          ],
        },
      ],
    },
    {
      title: 'Do the work on {topic}',
      weight: 4,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Work in the right order',
          microtasks: [
            'Do demolition and repairs first',
            'Do the electrical work and plumbing next',
            'Finish walls, paint and floors after that',
            'Finish with fixtures and details',
          ],
        },
        {
          title: 'Stay on budget and schedule',
          microtasks: [
            'Check spending against the budget every week',
            'Walk through progress with the contractor weekly',
            'Decide quickly on surprises to avoid delays',
          ],
        },
        {
          title: 'Work safely',
          microtasks: [
            'Wear eye, ear and dust protection',
            'Switch off the power before any electrical work',
          ],
        },
      ],
    },
    {
      title: 'Finish and enjoy {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Do the final checks',
          microtasks: [
            'List anything unfinished or faulty',
            'Get each item fixed before the final payment',
            'Keep receipts, warranties and manuals in one folder',
          ],
        },
        {
          title: 'Make the space yours',
          microtasks: [
            'Clean {topic} from top to bottom',
            'Move the furniture back and style the space',
            'Take after photos and compare them with before',
          ],
        },
      ],
    },
  ],
};
