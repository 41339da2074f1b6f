import type { Domain } from '../domain.ts';

const PLACES = [
  'Japan', 'Italy', 'France', 'Spain', 'Portugal', 'Greece', 'Iceland', 'Thailand', 'Vietnam', 'Bali', 'Indonesia',
  'Australia', 'New Zealand', 'Mexico', 'Peru', 'Brazil', 'Argentina', 'Chile', 'Canada', 'the USA', 'New York', 'Paris',
  'London', 'Rome', 'Tokyo', 'Kyoto', 'Barcelona', 'Lisbon', 'Europe', 'Asia', 'Africa', 'South America', 'Morocco',
  'Egypt', 'Kenya', 'Tanzania', 'India', 'Nepal', 'Korea', 'China', 'Norway', 'Scotland', 'Ireland', 'Croatia', 'Turkey',
  'Costa Rica', 'Cuba', 'Hawaii', 'Patagonia', 'Switzerland', 'Germany', 'the Alps', 'Disneyland', 'Machu Picchu',
];

export const travel: Domain = {
  id: 'travel',
  cues: {
    trip: 3, travel: 3, traveling: 3, travelling: 3, vacation: 3, holiday: 2, visit: 2, visiting: 2, backpack: 2,
    backpacking: 3, 'road trip': 3, flight: 2, flights: 2, abroad: 2, 'see the world': 3, countries: 2,
    honeymoon: 2, itinerary: 3, 'solo trip': 3, [`(${PLACES.join('|').toLowerCase()})`]: 1, interrail: 3, cruise: 3,
  },
  tone: 'motivational',
  topics: PLACES,
  topicArticle: '',
  fallbackTopic: '',
  milestones: [
    {
      kinds: ['money'],
      task: 'Put aside {amount} for the trip',
      final: 'Put aside the full {amount}',
      microtasks: [
        'Move {gain} into the trip fund toward {amount}',
        'Check the trip fund is on track for {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['countries', 'cities', 'places', 'national parks', 'continents', 'states'],
      task: 'Visit {amount} in total',
      final: 'Visit all {amount}',
      microtasks: [
        'Pick the next stops that take you to {amount}',
        'Book the trips that get you to {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Sketch the trip to {topic} || Sketch the trip',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Set the dates and the budget',
          microtasks: [
            'Pick your travel dates {deadline} || Pick your travel dates and a backup option',
            'Set a total budget per person',
            'Check passport validity and visa rules for {topic} || Check passport validity and visa rules',
          ],
        },
        {
          title: 'Choose where to go',
          microtasks: [
            'List the places in {topic} you most want to see || List the places you most want to see',
            'Pick a route that avoids backtracking',
            'Decide how many nights to spend in each place',
          ],
        },
      ],
    },
    {
      title: 'Save up for the trip',
      weight: 2,
      priority: 2,
      milestones: true,
      tasks: [
        {
          title: 'Fund the trip',
          microtasks: [
            'Open a separate savings pot for the trip',
            'Set an automatic weekly transfer into it',
            'Cut one regular expense and redirect it to the trip',
          ],
        },
        {
          title: 'Price the trip properly',
          microtasks: [
            'List the big costs: flights, stays, food and activities',
            'Check the prices every two weeks and adjust the savings target',
            'Keep 10% of the budget for surprises',
          ],
        },
      ],
    },
    {
      title: 'Book the big pieces',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Book the transport',
          microtasks: [
            'Set fare alerts for your flights',
            'Book the flights when the price fits your budget',
            'Check rail passes or car hire for getting around',
          ],
        },
        {
          title: 'Book places to stay',
          microtasks: [
            'Shortlist stays with good reviews near transport',
            'Book the first and last nights first',
            'Save every confirmation in one folder',
          ],
        },
      ],
    },
    {
      title: 'Plan your days in {topic} || Plan your days on the trip',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Plan the highlights, not every hour',
          microtasks: [
            'Pick one or two highlights for each day',
            'Book tickets for anything that sells out',
            'Leave free time for wandering',
          ],
        },
        {
          title: 'Learn the local basics',
          microtasks: [
            'Learn ten phrases in the local language',
            'Read up on local customs, tipping and safety',
            'Download offline maps and a translation app',
          ],
        },
      ],
    },
    {
      title: 'Get ready to go',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Sort documents and money',
          microtasks: [
            'Make copies of your passport and bookings',
            'Get travel insurance',
            'Tell your bank your travel dates',
            'Order some local currency or a travel card',
          ],
        },
        {
          title: 'Pack smart',
          microtasks: [
            'Check the weather and write a packing list',
            'Pack a day early, in one bag if you can',
            'Pack chargers, adapters and medicines',
          ],
        },
        {
          title: 'Take care of home',
          microtasks: [
            'Arrange care for pets, plants and post',
            'Set an out-of-office reply',
          ],
        },
      ],
    },
    {
      title: 'Make the most of the trip',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Capture the memories',
          microtasks: [
            'Keep a short journal or voice note each day',
            'Back up your photos every few days',
          ],
        },
        {
          title: 'Come home well',
          microtasks: [
            'Plan a rest day after you return',
            'Make a photo book or album within a month',
          ],
        },
      ],
    },
  ],
};
