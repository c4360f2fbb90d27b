import { describe, expect, it } from 'vitest';
import { bcbpName, buildBcbp, julianDay, type BcbpLeg } from './bcbp.ts';

const iataLeg: BcbpLeg = {
  pnr: 'ABC123',
  from: 'YUL',
  to: 'FRA',
  carrier: 'AC',
  flightNumber: '0834',
  julianDay: 326,
  compartment: 'J',
  seat: '001A',
  sequence: 25,
  passengerStatus: '1',
};

describe('buildBcbp', () => {
  it("reproduces IATA Resolution 792's example mandatory section exactly", () => {
    expect(buildBcbp({ passengerName: 'DESMARAIS/LUC', electronicTicket: true, legs: [iataLeg] })).toBe(
      'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100',
    );
  });

  it('has the fixed width of the mandatory items: 23 + 37 per leg', () => {
    const one = buildBcbp({ passengerName: 'DESMARAIS/LUC', electronicTicket: true, legs: [iataLeg] });
    expect(one).toHaveLength(60);
    // Shorter inputs are padded to the same positions.
    expect(
      buildBcbp({
        passengerName: 'LI/AN',
        electronicTicket: false,
        legs: [{ ...iataLeg, pnr: 'K7', flightNumber: '7', seat: '9C', sequence: 3, julianDay: 5 }],
      }),
    ).toBe(
      'M1' +
        'LI/AN               ' + // name, 20
        ' ' + // no e-ticket
        'K7     ' + // PNR, 7
        'YULFRA' +
        'AC ' +
        '0007 ' +
        '005' +
        'J' +
        '009C' +
        '0003 ' +
        '1' +
        '00',
    );
  });

  it('encodes several legs with the leg count and one repeated leg section each', () => {
    const second: BcbpLeg = {
      ...iataLeg,
      from: 'FRA',
      to: 'GVA',
      carrier: 'LH',
      flightNumber: '3664',
      julianDay: 327,
      compartment: 'Y',
      seat: '12C',
      sequence: 2,
    };
    const pass = buildBcbp({
      passengerName: 'DESMARAIS/LUC',
      electronicTicket: true,
      legs: [iataLeg, second],
    });
    expect(pass).toBe(
      'M2DESMARAIS/LUC       E' +
        'ABC123 YULFRAAC 0834 326J001A0025 100' +
        'ABC123 FRAGVALH 3664 327Y012C0002 100',
    );
    expect(pass).toHaveLength(23 + 2 * 37);
  });

  it('uses the suffix of a flight number and the fifth sequence digit when needed', () => {
    const pass = buildBcbp({
      passengerName: 'DESMARAIS/LUC',
      electronicTicket: true,
      legs: [{ ...iataLeg, flightNumber: '12A', sequence: 12345 }],
    });
    expect(pass.slice(23 + 16, 23 + 21)).toBe('0012A');
    expect(pass.slice(23 + 29, 23 + 34)).toBe('12345');
  });

  it('refuses what cannot be encoded rather than printing a wrong pass', () => {
    const bad =
      (leg: Partial<BcbpLeg>, name = 'A/B') =>
      () =>
        buildBcbp({ passengerName: name, electronicTicket: true, legs: [{ ...iataLeg, ...leg }] });
    expect(bad({ from: 'YU' })).toThrow(RangeError);
    expect(bad({ flightNumber: '12345' })).toThrow(RangeError);
    expect(bad({ seat: '1000A' })).toThrow(RangeError);
    expect(bad({ julianDay: 367 })).toThrow(RangeError);
    expect(bad({ sequence: 100_000 })).toThrow(RangeError);
    expect(bad({ pnr: 'ABCDEFGH' })).toThrow(RangeError);
    expect(bad({}, 'Müller/Jörg')).toThrow(RangeError);
    expect(() => buildBcbp({ passengerName: 'A/B', electronicTicket: true, legs: [] })).toThrow(RangeError);
  });
});

describe('bcbpName', () => {
  it('pads to 20 in the pass and keeps LAST/FIRST when it fits', () => {
    expect(bcbpName('Desmarais', 'Luc')).toBe('DESMARAIS/LUC');
    expect(bcbpName('GARCIA LOPEZ', 'ANA')).toBe('GARCIA LOPEZ/ANA');
  });

  it('cuts the given name first, then the surname, keeping an initial', () => {
    expect(bcbpName('DESMARAIS', 'JEAN CHRISTOPHE')).toBe('DESMARAIS/JEAN CHRIS');
    expect(bcbpName('DESMARAIS', 'JEAN CHRISTOPHE')).toHaveLength(20);
    expect(bcbpName('WOLFESCHLEGELSTEINHAUSEN', 'HUBERT')).toBe('WOLFESCHLEGELSTEIN/H');
    expect(bcbpName('ABCDEFGHIJKLMNOPQR', 'ZOE')).toBe('ABCDEFGHIJKLMNOPQR/Z');
  });

  it('gives names the pass can encode as they are', () => {
    const pass = buildBcbp({
      passengerName: bcbpName('WOLFESCHLEGELSTEINHAUSEN', 'HUBERT'),
      electronicTicket: true,
      legs: [iataLeg],
    });
    expect(pass.slice(2, 22)).toBe('WOLFESCHLEGELSTEIN/H');
  });
});

describe('julianDay', () => {
  it('counts the days of the year, with 29 February in leap years', () => {
    expect(julianDay('2023-01-01')).toBe(1);
    expect(julianDay('2023-11-22')).toBe(326);
    expect(julianDay('2024-11-21')).toBe(326);
    expect(julianDay('2023-03-01')).toBe(60);
    expect(julianDay('2024-02-29')).toBe(60);
    expect(julianDay('2024-03-01')).toBe(61);
    expect(julianDay('2024-12-31')).toBe(366);
    expect(julianDay('2100-03-01')).toBe(60); // divisible by 100: not a leap year
    expect(julianDay('2000-03-01')).toBe(61); // divisible by 400: a leap year
  });

  it('refuses anything that is not a date', () => {
    expect(() => julianDay('22/11/2023')).toThrow(RangeError);
  });
});
