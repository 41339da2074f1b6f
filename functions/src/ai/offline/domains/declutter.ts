import type { Domain } from '../domain.ts';

const SPACES = '(garage|basement|attic|closet|wardrobe|kitchen|bedroom|living room|office|spare room|drawers|desk|loft|shed|pantry|car)';

export const declutter: Domain = {
  id: 'declutter',
  cues: {
    declutter: 3, decluttering: 3, clutter: 3, organize: 1, organise: 1, organized: 1, organised: 1, tidy: 2,
    clean: 1, 'clean out': 2, 'clear out': 2, minimalist: 3, minimalism: 3, konmari: 3, [SPACES]: 1, stuff: 2,
    belongings: 2, 'get rid of': 2, donate: 2, mess: 2, messy: 2, storage: 2,
  },
  tone: 'friendly',
  topics: [SPACES, '(house|home|apartment|flat|room)'],
  topicArticle: 'the',
  fallbackTopic: 'your home',
  milestones: [
    {
      kinds: ['count'],
      units: ['rooms', 'bags', 'boxes', 'items', 'things', 'drawers', 'closets'],
      task: 'Clear {amount}',
      final: 'Clear all {amount}',
      microtasks: [
        'Book the sessions that get you to {amount}',
        'Count what goes out the door toward {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Decide what {topic} should feel like',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Picture the finished space',
          microtasks: [
            'Write down how you want to use {topic}',
            'Take before photos of every corner',
            'List the zones and what belongs in each',
          ],
        },
        {
          title: 'Get set up to sort',
          microtasks: [
            'Get bags or boxes for keep, donate, sell and bin',
            'Book a donation pick-up or a trip to the tip',
            'Block two-hour sessions in your calendar',
          ],
        },
      ],
    },
    {
      title: 'Declutter {topic} one zone at a time',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Start with the easiest zone',
          microtasks: [
            'Empty one shelf, drawer or corner completely',
            'Sort every item into keep, donate, sell or bin',
            'Put back only what you use or love',
            'Take the donate and bin bags out the same day',
          ],
        },
        {
          title: 'Work through the remaining zones',
          microtasks: [
            'Do one zone per session',
            'Leave sentimental items for last',
            'Box up any maybes and date the box for 30 days',
          ],
        },
        {
          title: 'Sell what is worth selling',
          microtasks: [
            'Photograph the items to sell in good light',
            'List them online at a fair price',
            'Donate anything unsold after two weeks',
          ],
        },
      ],
    },
    {
      title: 'Organize what you keep in {topic}',
      weight: 2,
      priority: 1,
      tasks: [
        {
          title: 'Give everything a home',
          microtasks: [
            'Group similar items together',
            'Keep daily items within easy reach',
            'Store rarely used items high or low',
          ],
        },
        {
          title: 'Add simple storage',
          microtasks: [
            'Measure the spaces before buying any storage',
            'Use clear boxes and labels',
            'Use the walls with hooks or shelves',
          ],
        },
      ],
    },
    {
      title: 'Keep {topic} clutter-free',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Build habits that keep it tidy',
          microtasks: [
            'Do a 10-minute reset every evening',
            'Follow one in, one out for new things',
            'Schedule a quick declutter every season',
          ],
        },
        {
          title: 'Celebrate the result',
          microtasks: [
            'Take after photos and compare them with before',
            'Enjoy the space with a small treat',
          ],
        },
      ],
    },
  ],
};
