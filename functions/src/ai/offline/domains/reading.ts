import type { Domain } from '../domain.ts';

export const reading: Domain = {
  id: 'reading',
  cues: {
    read: 2, reading: 2, books: 3, book: 1, novels: 2, 'reading list': 3, goodreads: 3, kindle: 2, audiobooks: 2,
    pages: 1, library: 1, 'read more': 3, classics: 2, reader: 1,
  },
  tone: 'friendly',
  topics: ['(classics|novels|audiobooks|books)'],
  topicArticle: '',
  fallbackTopic: 'more books',
  milestones: [
    {
      kinds: ['count'],
      units: ['books', 'novels', 'classics', 'audiobooks', 'biographies'],
      task: 'Finish {amount}',
      final: 'Finish all {amount}',
      microtasks: [
        'Line up the next books that take you to {amount}',
        'Log each finished book toward {amount}',
        'Check at month end whether you are on pace for {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['pages'],
      task: 'Read {amount}',
      final: 'Read all {amount}',
      microtasks: [
        'Read your daily pages until you pass {amount}',
        'Log the running total toward {amount} each week',
      ],
    },
  ],
  phases: [
    {
      title: 'Build your reading list',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Choose what to read',
          microtasks: [
            'List 10 books you are excited to read',
            'Mix in short books to keep the momentum',
            'Ask three friends for their favourite book',
          ],
        },
        {
          title: 'Get the books ready',
          microtasks: [
            'Borrow the first three from a library or a friend',
            'Set up an e-reader or audiobook app for reading on the go',
            'Put the next book where you will see it',
          ],
        },
        {
          title: 'Work out your pace',
          microtasks: [
            'Work out how many pages a day gets you to {target} {deadline} || Work out how many pages a day gets you to {target} || Pick a daily page target you can keep',
            'Pick a fixed reading time, such as before bed',
          ],
        },
      ],
    },
    {
      title: 'Make reading a daily habit',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Read every day',
          microtasks: [
            'Read for 20 minutes at the same time every day',
            'Carry a book or e-reader everywhere',
            'Swap 15 minutes of scrolling for reading',
          ],
        },
        {
          title: 'Track your reading',
          microtasks: [
            'Log each book in a notebook or an app',
            'Note one idea or quote from every book',
          ],
        },
      ],
    },
    {
      title: 'Keep a steady reading pace',
      weight: 4,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Stay on pace',
          microtasks: [
            'Check your count against the plan every month',
            'Drop a book that bores you after 50 pages',
            'Listen to audiobooks on commutes and chores',
          ],
        },
        {
          title: 'Make reading social',
          microtasks: [
            'Join or start a book club',
            'Talk about what you are reading with a friend',
          ],
        },
      ],
    },
    {
      title: 'Look back on what you read',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Review the books',
          microtasks: [
            'Rank your top five books',
            'Write a short review of your favourite',
            'Pick your reading goal for next time',
          ],
        },
        {
          title: 'Share what you read',
          microtasks: [
            'Recommend your favourite book to three friends',
            'Post your list of the year where friends will see it',
            'Give away the books you will not read again',
          ],
        },
      ],
    },
  ],
};
