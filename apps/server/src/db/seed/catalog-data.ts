/**
 * Demo catalogue: real OEMs, real or plausible part numbers, grouped by sub-category. Each item is
 * 'PART | Family | spec; spec; spec' with the specs in the order of the sub-category's specKeys.
 */

export interface SubCategoryDef {
  slug: string;
  name: string;
  /** Word used in product names, e.g. 'Edge Router'. */
  noun: string;
  productType: string;
  specKeys: string[];
  /** Extra specification rows, one picked per product. */
  extraSpecs: [string, string[]][];
  /** Typical new unit price range, USD. */
  price: [number, number];
  /** Weight range in pounds. */
  weight: [number, number];
  /** Length, width, height in inches. */
  size: [number, number, number];
  hsCode: string;
  /** Sold in quantity: larger stock, tiered prices, order multiples. */
  bulk: boolean;
}

export interface CategoryDef {
  slug: string;
  name: string;
  industry: string;
  /** Silhouette drawn on the generated product image. */
  shape: 'chassis' | 'switch' | 'module' | 'psu' | 'card' | 'radio';
  subs: SubCategoryDef[];
}

const temp = ['Operating temperature', ['0 to 40 °C', '0 to 45 °C', '-5 to 55 °C', '0 to 50 °C']] as [
  string,
  string[],
];
const power = ['Power', ['AC, redundant', 'DC -48 V, redundant', 'AC or DC, redundant', 'AC, single']] as [
  string,
  string[],
];
const airflow = ['Airflow', ['Front-to-back', 'Back-to-front', 'Side-to-side']] as [string, string[]];
const optTemp = [
  'Temperature range',
  ['Commercial 0 to 70 °C', 'Industrial -40 to 85 °C', 'Extended -5 to 85 °C'],
] as [string, string[]];
const ddm = ['Diagnostics', ['DOM supported', 'DDM/DOM supported']] as [string, string[]];
const warranty = ['Warranty', ['1 year', '90 days', '3 years']] as [string, string[]];

export const categoryTree: CategoryDef[] = [
  {
    slug: 'routers',
    name: 'Routers',
    industry: 'Telecommunications',
    shape: 'chassis',
    subs: [
      {
        slug: 'core',
        name: 'Core',
        noun: 'Core Router',
        productType: 'Router',
        specKeys: ['Interfaces', 'Throughput', 'Form factor'],
        extraSpecs: [power, temp],
        price: [18000, 95000],
        weight: [60, 320],
        size: [30, 17.5, 22],
        hsCode: '8517.62.0050',
        bulk: false,
      },
      {
        slug: 'edge',
        name: 'Edge',
        noun: 'Edge Router',
        productType: 'Router',
        specKeys: ['Interfaces', 'Throughput', 'Form factor'],
        extraSpecs: [power, temp],
        price: [4500, 38000],
        weight: [14, 90],
        size: [22, 17.5, 5.2],
        hsCode: '8517.62.0050',
        bulk: false,
      },
      {
        slug: 'access',
        name: 'Access',
        noun: 'Access Router',
        productType: 'Router',
        specKeys: ['Interfaces', 'Throughput', 'Form factor'],
        extraSpecs: [power, temp],
        price: [450, 6500],
        weight: [4, 22],
        size: [17, 13, 1.75],
        hsCode: '8517.62.0050',
        bulk: false,
      },
    ],
  },
  {
    slug: 'switches',
    name: 'Switches',
    industry: 'Networking',
    shape: 'switch',
    subs: [
      {
        slug: 'data-center',
        name: 'Data Center',
        noun: 'Data Center Switch',
        productType: 'Switch',
        specKeys: ['Ports', 'Uplinks', 'Switching capacity'],
        extraSpecs: [airflow, power],
        price: [3800, 32000],
        weight: [18, 45],
        size: [22, 17.3, 1.75],
        hsCode: '8517.62.0050',
        bulk: false,
      },
      {
        slug: 'campus',
        name: 'Campus',
        noun: 'Campus Switch',
        productType: 'Switch',
        specKeys: ['Ports', 'Uplinks', 'PoE budget'],
        extraSpecs: [power, temp],
        price: [650, 9500],
        weight: [9, 22],
        size: [17.5, 14.5, 1.75],
        hsCode: '8517.62.0050',
        bulk: false,
      },
      {
        slug: 'industrial',
        name: 'Industrial',
        noun: 'Industrial Ethernet Switch',
        productType: 'Switch',
        specKeys: ['Ports', 'Uplinks', 'Mounting'],
        extraSpecs: [['Operating temperature', ['-40 to 70 °C', '-40 to 75 °C', '-40 to 60 °C']], power],
        price: [900, 7800],
        weight: [3, 9],
        size: [6, 5.5, 4.5],
        hsCode: '8517.62.0050',
        bulk: false,
      },
    ],
  },
  {
    slug: 'optics',
    name: 'Optics & Transceivers',
    industry: 'Optical Networking',
    shape: 'module',
    subs: [
      {
        slug: 'sfp',
        name: 'SFP',
        noun: 'SFP Transceiver',
        productType: 'Transceiver',
        specKeys: ['Standard', 'Wavelength', 'Reach', 'Connector'],
        extraSpecs: [optTemp, ddm],
        price: [18, 320],
        weight: [0.04, 0.08],
        size: [2.7, 0.6, 0.5],
        hsCode: '8517.70.0000',
        bulk: true,
      },
      {
        slug: 'sfp-plus',
        name: 'SFP+',
        noun: 'SFP+ Transceiver',
        productType: 'Transceiver',
        specKeys: ['Standard', 'Wavelength', 'Reach', 'Connector'],
        extraSpecs: [optTemp, ddm],
        price: [35, 1400],
        weight: [0.04, 0.09],
        size: [2.7, 0.6, 0.5],
        hsCode: '8517.70.0000',
        bulk: true,
      },
      {
        slug: 'qsfp28',
        name: 'QSFP28',
        noun: 'QSFP28 Transceiver',
        productType: 'Transceiver',
        specKeys: ['Standard', 'Wavelength', 'Reach', 'Connector'],
        extraSpecs: [optTemp, ddm],
        price: [220, 4800],
        weight: [0.06, 0.12],
        size: [2.8, 0.8, 0.5],
        hsCode: '8517.70.0000',
        bulk: true,
      },
      {
        slug: 'cfp2',
        name: 'CFP2',
        noun: 'CFP2 Module',
        productType: 'Transceiver',
        specKeys: ['Standard', 'Wavelength', 'Reach', 'Connector'],
        extraSpecs: [optTemp, ['Power consumption', ['12 W', '18 W', '21 W', '24 W']]],
        price: [1800, 14500],
        weight: [0.2, 0.45],
        size: [4.2, 1.7, 0.5],
        hsCode: '8517.70.0000',
        bulk: true,
      },
    ],
  },
  {
    slug: 'power',
    name: 'Power',
    industry: 'Power Systems',
    shape: 'psu',
    subs: [
      {
        slug: 'power-supplies',
        name: 'Power Supplies',
        noun: 'Power Supply',
        productType: 'Power Supply',
        specKeys: ['Output', 'Input', 'Compatible with'],
        extraSpecs: [['Efficiency', ['80 PLUS Platinum', '80 PLUS Gold', '80 PLUS Titanium']], airflow],
        price: [120, 2400],
        weight: [2, 6],
        size: [12, 3.3, 1.6],
        hsCode: '8504.40.9580',
        bulk: true,
      },
      {
        slug: 'rectifiers',
        name: 'Rectifiers',
        noun: 'Rectifier Module',
        productType: 'Rectifier',
        specKeys: ['Output', 'Input', 'Efficiency'],
        extraSpecs: [['Cooling', ['Fan cooled, front-to-back', 'Fan cooled']], temp],
        price: [380, 2900],
        weight: [3, 9],
        size: [13, 4, 1.7],
        hsCode: '8504.40.9580',
        bulk: true,
      },
      {
        slug: 'batteries',
        name: 'Batteries',
        noun: 'Battery',
        productType: 'Battery',
        specKeys: ['Voltage', 'Capacity', 'Chemistry'],
        extraSpecs: [
          ['Design life', ['10 years', '12 years', '15 years']],
          ['Terminal', ['M6 front terminal', 'M8 front terminal']],
        ],
        price: [160, 4200],
        weight: [25, 130],
        size: [22, 5, 11],
        hsCode: '8507.20.8090',
        bulk: true,
      },
    ],
  },
  {
    slug: 'chassis-cards',
    name: 'Chassis Cards',
    industry: 'Telecommunications',
    shape: 'card',
    subs: [
      {
        slug: 'line-cards',
        name: 'Line Cards',
        noun: 'Line Card',
        productType: 'Line Card',
        specKeys: ['Interfaces', 'Compatible with', 'Capacity'],
        extraSpecs: [['Slot', ['Full height', 'Half height']], temp],
        price: [2800, 68000],
        weight: [8, 28],
        size: [20, 18, 1.6],
        hsCode: '8517.62.0090',
        bulk: false,
      },
      {
        slug: 'route-processors',
        name: 'Route Processors',
        noun: 'Route Processor',
        productType: 'Route Processor',
        specKeys: ['Processor', 'Memory', 'Compatible with'],
        extraSpecs: [['Storage', ['32 GB SSD', '64 GB SSD', '128 GB SSD', '16 GB eUSB']], temp],
        price: [3200, 42000],
        weight: [6, 18],
        size: [18, 16, 1.6],
        hsCode: '8517.62.0090',
        bulk: false,
      },
      {
        slug: 'fabric-cards',
        name: 'Fabric Cards',
        noun: 'Switch Fabric Card',
        productType: 'Fabric Card',
        specKeys: ['Capacity', 'Compatible with', 'Slot'],
        extraSpecs: [temp, warranty],
        price: [2400, 36000],
        weight: [7, 20],
        size: [20, 16, 1.6],
        hsCode: '8517.62.0090',
        bulk: false,
      },
    ],
  },
  {
    slug: 'wireless',
    name: 'Wireless',
    industry: 'Wireless',
    shape: 'radio',
    subs: [
      {
        slug: 'access-points',
        name: 'Access Points',
        noun: 'Wireless Access Point',
        productType: 'Access Point',
        specKeys: ['Wi-Fi standard', 'Radios', 'Mounting'],
        extraSpecs: [
          ['Uplink', ['1x 2.5GBASE-T', '1x 1GBASE-T', '2x 5GBASE-T']],
          ['Power draw', ['PoE 802.3at', 'PoE 802.3bt', 'PoE 802.3af']],
        ],
        price: [180, 1600],
        weight: [1.5, 4],
        size: [9, 9, 2],
        hsCode: '8517.62.0050',
        bulk: true,
      },
      {
        slug: 'radios',
        name: 'Radios',
        noun: 'Radio Unit',
        productType: 'Radio',
        specKeys: ['Band', 'Technology', 'Output power'],
        extraSpecs: [
          ['Ingress protection', ['IP65', 'IP66', 'IP67']],
          ['Power', ['-48 V DC']],
        ],
        price: [2200, 21000],
        weight: [22, 60],
        size: [18, 12, 6],
        hsCode: '8517.62.0050',
        bulk: false,
      },
    ],
  },
];

export interface OemDef {
  name: string;
  slug: string;
  color: string;
  manufacturerName: string;
  country: string;
  /** Items per sub-category slug: 'PART | Family | specs separated by ;'. */
  parts: Record<string, string[]>;
}

export const oems: OemDef[] = [
  {
    name: 'Cisco',
    slug: 'cisco',
    color: '#049fd9',
    manufacturerName: 'Cisco Systems, Inc.',
    country: 'United States',
    parts: {
      core: [
        'ASR-9006-AC-V | ASR 9006 | 4 line card slots; 16 Tbps; 10RU',
        'ASR-9010-AC-V | ASR 9010 | 8 line card slots; 32 Tbps; 21RU',
        'ASR-9904 | ASR 9904 | 2 line card slots; 14 Tbps; 6RU',
        'NCS-5502 | NCS 5500 | 48x 100GE QSFP28; 9.6 Tbps; 2RU',
        'NCS-55A1-24H | NCS 5500 | 24x 100GE QSFP28; 2.4 Tbps; 1RU',
        '8201-32FH | Cisco 8000 | 32x 400GE QSFP-DD; 12.8 Tbps; 1RU',
      ],
      edge: [
        'ASR-9001 | ASR 9001 | 4x 10GE SFP+ and 2 MPA bays; 120 Gbps; 2RU',
        'ASR-9901 | ASR 9901 | 24x 10GE, 16x 25GE, 2x 100GE; 456 Gbps; 2RU',
        'ASR-9902 | ASR 9902 | 24x 10GE, 16x 25GE, 8x 100GE; 800 Gbps; 2RU',
        'ASR1001-X | ASR 1000 | 6x 1GE SFP, 2x 10GE SFP+; 20 Gbps; 1RU',
        'ASR1002-X | ASR 1000 | 6x 1GE SFP, 3 SPA bays; 36 Gbps; 2RU',
        'ASR1001-HX | ASR 1000 | 8x 10GE, 8x 1GE; 60 Gbps; 1RU',
        'ASR-920-24SZ-M | ASR 920 | 24x 1GE, 4x 10GE; 64 Gbps; 1RU',
        'NCS-5501-SE | NCS 5500 | 40x 10GE, 4x 100GE; 800 Gbps; 1RU',
        'NCS-5501 | NCS 5500 | 48x 10GE SFP+, 6x 100GE; 800 Gbps; 1RU',
        'N540-24Z8Q2C-M | NCS 540 | 24x 10GE, 8x 25GE, 2x 100GE; 300 Gbps; 1RU',
        'C8500-12X | Catalyst 8500 | 12x 10GE SFP+; 120 Gbps; 1RU',
      ],
      access: [
        'ISR4331/K9 | ISR 4000 | 3x GE WAN, 2 NIM slots; 300 Mbps; 1RU',
        'ISR4321/K9 | ISR 4000 | 2x GE WAN, 2 NIM slots; 100 Mbps; Desktop',
        'ISR4431/K9 | ISR 4000 | 4x GE WAN, 3 NIM slots; 1 Gbps; 1RU',
        'ISR4451-X/K9 | ISR 4000 | 4x GE WAN, 3 NIM slots; 2 Gbps; 2RU',
        'C1111-8P | ISR 1100 | 1x GE WAN, 8x GE LAN; 500 Mbps; Desktop',
        'C1117-4P | ISR 1100 | VDSL2/ADSL2+ WAN, 4x GE LAN; 250 Mbps; Desktop',
        'C8200-1N-4T | Catalyst 8200 | 4x GE WAN, 1 NIM slot; 1 Gbps; 1RU',
        'C8300-1N1S-6T | Catalyst 8300 | 6x GE, 1 NIM, 1 SM slot; 3.8 Gbps; 1RU',
      ],
      'data-center': [
        'N9K-C93180YC-EX | Nexus 9300 | 48x 10/25GE SFP28; 6x 40/100GE QSFP28; 3.6 Tbps',
        'N9K-C93180YC-FX | Nexus 9300 | 48x 10/25GE SFP28; 6x 40/100GE QSFP28; 3.6 Tbps',
        'N9K-C9336C-FX2 | Nexus 9300 | 36x 40/100GE QSFP28; none; 7.2 Tbps',
        'N9K-C93108TC-EX | Nexus 9300 | 48x 100M/1/10GBASE-T; 6x 40/100GE QSFP28; 2.16 Tbps',
        'N9K-C92160YC-X | Nexus 9200 | 48x 10/25GE SFP28; 6x 40GE or 4x 100GE; 3.2 Tbps',
        'N3K-C3172PQ-10GE | Nexus 3000 | 48x 10GE SFP+; 6x 40GE QSFP+; 1.4 Tbps',
        'N9K-C9364C | Nexus 9300 | 64x 40/100GE QSFP28; 2x 1/10GE SFP+; 12.8 Tbps',
      ],
      campus: [
        'WS-C3850-48P-S | Catalyst 3850 | 48x 1GE PoE+; modular, 4x 1GE or 2x 10GE; 435 W',
        'WS-C3850-24T-S | Catalyst 3850 | 24x 1GE; modular, 4x 1GE or 2x 10GE; none',
        'WS-C3650-48PS-S | Catalyst 3650 | 48x 1GE PoE+; 4x 1GE SFP; 390 W',
        'WS-C2960X-48FPD-L | Catalyst 2960-X | 48x 1GE PoE+; 2x 10GE SFP+; 740 W',
        'WS-C2960X-24TS-L | Catalyst 2960-X | 24x 1GE; 4x 1GE SFP; none',
        'C9300-48P-E | Catalyst 9300 | 48x 1GE PoE+; modular network module; 437 W',
        'C9300-24T-A | Catalyst 9300 | 24x 1GE; modular network module; none',
        'C9200L-48P-4G-E | Catalyst 9200 | 48x 1GE PoE+; 4x 1GE SFP; 370 W',
        'C9200-24P-E | Catalyst 9200 | 24x 1GE PoE+; modular uplinks; 370 W',
        'C9500-48Y4C-A | Catalyst 9500 | 48x 1/10/25GE SFP28; 4x 40/100GE QSFP28; none',
      ],
      industrial: [
        'IE-4000-8GT4G-E | Industrial Ethernet 4000 | 8x 1GE copper; 4x 1GE SFP; DIN rail',
        'IE-3300-8T2S-E | Catalyst IE3300 | 8x 1GE copper; 2x 1GE SFP; DIN rail',
        'IE-3400-8P2S-E | Catalyst IE3400 | 8x 1GE PoE+; 2x 1GE SFP; DIN rail',
        'IE-2000-16TC-G-E | Industrial Ethernet 2000 | 16x 10/100 copper; 2x 1GE combo; DIN rail',
        'IE-5000-12S12P-10G | Industrial Ethernet 5000 | 12x 1GE SFP, 12x 1GE PoE+; 4x 10GE SFP+; 19-inch rack',
      ],
      sfp: [
        'GLC-SX-MMD | GLC | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        'GLC-LH-SMD | GLC | 1000BASE-LX/LH; 1310 nm; 10 km SMF; Duplex LC',
        'GLC-ZX-SMD | GLC | 1000BASE-ZX; 1550 nm; 70 km SMF; Duplex LC',
        'GLC-EX-SMD | GLC | 1000BASE-EX; 1310 nm; 40 km SMF; Duplex LC',
        'GLC-TE | GLC | 1000BASE-T; n/a; 100 m Cat5e; RJ-45',
        'GLC-BX-D | GLC | 1000BASE-BX10-D; 1490 nm TX / 1310 nm RX; 10 km SMF; Simplex LC',
      ],
      'sfp-plus': [
        'SFP-10G-SR | SFP-10G | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'SFP-10G-SR-S | SFP-10G | 10GBASE-SR; 850 nm; 400 m OM4; Duplex LC',
        'SFP-10G-LR | SFP-10G | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'SFP-10G-LR-S | SFP-10G | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'SFP-10G-ER | SFP-10G | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
        'SFP-10G-ZR | SFP-10G | 10GBASE-ZR; 1550 nm; 80 km SMF; Duplex LC',
        'SFP-10G-LRM | SFP-10G | 10GBASE-LRM; 1310 nm; 220 m MMF; Duplex LC',
        'SFP-H10GB-CU3M | SFP-H10GB | 10GBASE-CU DAC; n/a; 3 m passive copper; Fixed cable',
      ],
      qsfp28: [
        'QSFP-100G-LR4-S | QSFP-100G | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'QSFP-100G-SR4-S | QSFP-100G | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        'QSFP-100G-CWDM4-S | QSFP-100G | 100G CWDM4; 1271-1331 nm CWDM; 2 km SMF; Duplex LC',
        'QSFP-100G-ER4L-S | QSFP-100G | 100GBASE-ER4 Lite; 1295-1310 nm LAN-WDM; 40 km SMF; Duplex LC',
        'QSFP-40G-SR4 | QSFP-40G | 40GBASE-SR4; 850 nm; 150 m OM4; MPO-12',
        'QSFP-40G-LR4 | QSFP-40G | 40GBASE-LR4; 1271-1331 nm CWDM; 10 km SMF; Duplex LC',
      ],
      cfp2: [
        'ONS-CFP2-WDM | ONS | 100G/200G coherent DWDM; C-band tunable; 1000 km amplified; Duplex LC',
        'CFP2-100G-LR4 | CFP2 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex SC',
      ],
      'power-supplies': [
        'PWR-C1-1100WAC | Catalyst 3850 | 1100 W; 100-240 V AC; Catalyst 3850, 9300',
        'PWR-C1-715WAC | Catalyst 3850 | 715 W; 100-240 V AC; Catalyst 3850, 9300',
        'PWR-C1-350WAC | Catalyst 3850 | 350 W; 100-240 V AC; Catalyst 3850, 9300',
        'NXA-PAC-650W-PE | Nexus 9000 | 650 W; 100-240 V AC; Nexus 9300, port-side exhaust',
        'NXA-PAC-1100W-PE2 | Nexus 9000 | 1100 W; 100-240 V AC; Nexus 9300',
        'A9K-3KW-AC | ASR 9000 | 3000 W; 200-240 V AC; ASR 9006, 9010 (V2 power)',
        'A9K-2KW-DC | ASR 9000 | 2100 W; -48 V DC; ASR 9006, 9010 (V2 power)',
        'ASR1002-PWR-AC | ASR 1000 | 470 W; 100-240 V AC; ASR 1002',
        'PWR-4430-AC | ISR 4000 | 450 W; 100-240 V AC; ISR 4431',
        'C9K-PWR-650WAC-R | Catalyst 9500 | 650 W; 100-240 V AC; Catalyst 9500',
      ],
      'line-cards': [
        'A9K-4X100GE-SE | ASR 9000 | 4x 100GE CPAK; ASR 9000 series; 400 Gbps',
        'A9K-8X100GE-SE | ASR 9000 | 8x 100GE QSFP28; ASR 9000 series; 800 Gbps',
        'A9K-24X10GE-1G-SE | ASR 9000 | 24x 10GE SFP+; ASR 9000 series; 240 Gbps',
        'A9K-48X10GE-1G-TR | ASR 9000 | 48x 10GE SFP+; ASR 9000 series; 480 Gbps',
        'A9K-MOD200-SE | ASR 9000 | 2 MPA bays; ASR 9000 series; 200 Gbps',
        'A99-8X100GE-SE | ASR 9900 | 8x 100GE QSFP28; ASR 9904, 9906, 9910, 9912, 9922; 800 Gbps',
        'NC55-36X100G | NCS 5500 | 36x 100GE QSFP28; NCS 5504, 5508, 5516; 3.6 Tbps',
        'NC55-24X100G-SE | NCS 5500 | 24x 100GE QSFP28; NCS 5504, 5508, 5516; 2.4 Tbps',
      ],
      'route-processors': [
        'A9K-RSP880-SE | ASR 9000 | Intel 8-core 2.0 GHz; 32 GB; ASR 9006, 9010',
        'A9K-RSP880-TR | ASR 9000 | Intel 8-core 2.0 GHz; 16 GB; ASR 9006, 9010',
        'A9K-RSP5-SE | ASR 9000 | Intel 12-core; 40 GB; ASR 9006, 9010',
        'A99-RP2-SE | ASR 9900 | Intel 8-core 2.0 GHz; 32 GB; ASR 9904, 9906, 9910, 9912, 9922',
        'NC55-RP-E | NCS 5500 | Intel 8-core; 32 GB; NCS 5504, 5508, 5516',
        'ASR1000-RP3 | ASR 1000 | Intel 8-core; 16 GB; ASR 1006-X, 1009-X',
      ],
      'fabric-cards': [
        'A99-SFC2 | ASR 9900 | 1.15 Tbps per slot; ASR 9906, 9910, 9912, 9922; Rear fabric slot',
        'A99-SFC-S | ASR 9900 | 7 Tbps per slot; ASR 9906, 9910; Rear fabric slot',
        'NC55-5508-FC | NCS 5500 | 4.8 Tbps per slot; NCS 5508; Rear fabric slot',
        'NC55-5504-FC | NCS 5500 | 4.8 Tbps per slot; NCS 5504; Rear fabric slot',
      ],
      'access-points': [
        'AIR-AP2802I-B-K9 | Aironet 2800 | 802.11ac Wave 2; 2x2 and 3x3 dual 5 GHz capable; Ceiling or wall',
        'AIR-AP3802I-B-K9 | Aironet 3800 | 802.11ac Wave 2; 4x4 dual-band, mGig; Ceiling or wall',
        'C9120AXI-B | Catalyst 9120 | Wi-Fi 6 (802.11ax); 4x4 dual-band; Ceiling or wall',
        'C9130AXI-B | Catalyst 9130 | Wi-Fi 6 (802.11ax); 8x8 5 GHz, 4x4 2.4 GHz; Ceiling or wall',
        'C9115AXI-B | Catalyst 9115 | Wi-Fi 6 (802.11ax); 4x4 dual-band; Ceiling or wall',
        'CW9166I-MR | Catalyst 9166 | Wi-Fi 6E (802.11ax); tri-band 2.4/5/6 GHz; Ceiling or wall',
      ],
    },
  },
  {
    name: 'Juniper',
    slug: 'juniper',
    color: '#84b135',
    manufacturerName: 'Juniper Networks, Inc.',
    country: 'United States',
    parts: {
      core: [
        'MX2010 | MX Series | 10 line card slots; 40 Tbps; 34RU',
        'PTX10001-36MR | PTX Series | 24x 400GE, 12x 100GE; 10.8 Tbps; 1RU',
        'PTX10003-80C | PTX Series | 80x 100GE QSFP28; 8 Tbps; 3RU',
        'MX960-PREMIUM3-AC | MX Series | 11 MPC slots; 12 Tbps; 16RU',
      ],
      edge: [
        'MX204 | MX Series | 4x 100GE, 8x 10GE; 400 Gbps; 1RU',
        'MX304 | MX Series | 3 LMIC slots; 4.8 Tbps; 2RU',
        'MX480-PREMIUM3-AC | MX Series | 6 MPC slots; 9 Tbps; 8RU',
        'MX240-PREMIUM3-AC | MX Series | 2 MPC slots; 3 Tbps; 5RU',
        'MX10003-PREM | MX Series | 3 MPC slots; 2.4 Tbps; 3RU',
        'MX150 | MX Series | 10x 1GE, 2x 10GE; 40 Gbps; 1RU',
        'ACX5448 | ACX Series | 48x 10GE, 4x 100GE; 880 Gbps; 1RU',
      ],
      access: [
        'SRX300 | SRX Series | 6x 1GE, 2x 1GE SFP; 1 Gbps; Desktop',
        'SRX320-POE | SRX Series | 6x 1GE PoE+, 2x 1GE SFP; 1 Gbps; Desktop',
        'SRX340 | SRX Series | 8x 1GE, 8x 1GE SFP; 3 Gbps; 1RU',
        'SRX345 | SRX Series | 8x 1GE, 8x 1GE SFP; 5 Gbps; 1RU',
        'ACX710 | ACX Series | 24x 10GE, 8x 100GE; 320 Gbps; 1RU',
        'ACX2100-AC | ACX Series | 4x 1GE, 2x 10GE, 16x T1/E1; 60 Gbps; 1RU',
      ],
      'data-center': [
        'QFX5100-48S-AFO | QFX5100 | 48x 1/10GE SFP+; 6x 40GE QSFP+; 1.44 Tbps',
        'QFX5100-48T-AFI | QFX5100 | 48x 1/10GBASE-T; 6x 40GE QSFP+; 1.44 Tbps',
        'QFX5110-48S-AFO | QFX5110 | 48x 1/10GE SFP+; 4x 40/100GE QSFP28; 1.76 Tbps',
        'QFX5120-48Y-AFO | QFX5120 | 48x 10/25GE SFP28; 8x 40/100GE QSFP28; 4 Tbps',
        'QFX5200-32C-AFO | QFX5200 | 32x 40/100GE QSFP28; none; 6.4 Tbps',
        'QFX10002-36Q | QFX10000 | 36x 40GE QSFP+ or 12x 100GE; none; 2.88 Tbps',
      ],
      campus: [
        'EX4300-48T | EX4300 | 48x 1GE; 4x 40GE QSFP+; none',
        'EX4300-48P | EX4300 | 48x 1GE PoE+; 4x 40GE QSFP+; 900 W',
        'EX2300-48P | EX2300 | 48x 1GE PoE+; 4x 1/10GE SFP+; 740 W',
        'EX2300-24T | EX2300 | 24x 1GE; 4x 1/10GE SFP+; none',
        'EX3400-48P | EX3400 | 48x 1GE PoE+; 4x 10GE SFP+, 2x 40GE QSFP+; 740 W',
        'EX4400-48P | EX4400 | 48x 1GE PoE+; 2x 100GE QSFP28; 1100 W',
        'EX4600-40F-AFO | EX4600 | 24x 10GE SFP+; 4x 40GE QSFP+; none',
      ],
      sfp: [
        'EX-SFP-1GE-SX | EX | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        'EX-SFP-1GE-LX | EX | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        'EX-SFP-1GE-T | EX | 1000BASE-T; n/a; 100 m Cat5e; RJ-45',
        'SFP-1GE-LH | SFP | 1000BASE-LH; 1550 nm; 70 km SMF; Duplex LC',
      ],
      'sfp-plus': [
        'EX-SFP-10GE-SR | EX | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'EX-SFP-10GE-LR | EX | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'EX-SFP-10GE-ER | EX | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
        'SFPP-10GE-SR | SFPP | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'SFPP-10GE-LR | SFPP | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'SFPP-10GE-ZR | SFPP | 10GBASE-ZR; 1550 nm; 80 km SMF; Duplex LC',
      ],
      qsfp28: [
        'JNP-QSFP-100G-LR4 | JNP | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'QSFP-100GBASE-SR4 | QSFP | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        'JNP-QSFP-100G-CWDM | JNP | 100G CWDM4; 1271-1331 nm CWDM; 2 km SMF; Duplex LC',
        'JNP-QSFP-100G-ER4 | JNP | 100GBASE-ER4; 1295-1310 nm LAN-WDM; 40 km SMF; Duplex LC',
        'JNP-QSFP-40G-LR4 | JNP | 40GBASE-LR4; 1271-1331 nm CWDM; 10 km SMF; Duplex LC',
      ],
      cfp2: [
        'JNP-CFP2-DCO-T1 | CFP2 | 100G/200G coherent DWDM; C-band tunable; 1500 km amplified; Duplex LC',
      ],
      'power-supplies': [
        'JPSU-350-AC-AFO | EX/QFX | 350 W; 100-240 V AC; EX4300-24T, EX4300-48T',
        'JPSU-650W-AC-AFO | QFX5100 | 650 W; 100-240 V AC; QFX5100',
        'JPSU-920-AC-AFO | EX4300 | 920 W; 100-240 V AC; EX4300 PoE models',
        'PWR-MX480-2520-AC | MX480 | 2520 W; 200-240 V AC; MX480, MX240',
        'JPSU-1600W-AC-AFO | QFX10002 | 1600 W; 200-240 V AC; QFX10002',
      ],
      'line-cards': [
        'MPC7E-MRATE | MX Series | 12x 40/100GE QSFP28; MX240, MX480, MX960; 480 Gbps',
        'MPC7E-10G | MX Series | 40x 10GE SFP+; MX240, MX480, MX960; 400 Gbps',
        'MPC5E-40G10G | MX Series | 24x 10GE, 6x 40GE; MX240, MX480, MX960; 240 Gbps',
        'MPC10E-15C-MRATE | MX Series | 15x 100GE QSFP28; MX240, MX480, MX960; 1.5 Tbps',
        'MIC-3D-20GE-SFP-E | MX Series | 20x 1GE SFP; MPC1, MPC2, MPC3; 20 Gbps',
        'MIC6-100G-CFP2 | MX2000 | 2x 100GE CFP2; MPC6E; 200 Gbps',
      ],
      'route-processors': [
        'RE-S-1800X4-32G | MX Series | Intel 4-core 1.8 GHz; 32 GB; MX240, MX480, MX960',
        'RE-S-X6-64G | MX Series | Intel 6-core 2.0 GHz; 64 GB; MX240, MX480, MX960',
        'RE-S-2X00X6 | MX Series | Intel 6-core 2.0 GHz; 64 GB; MX240, MX480, MX960',
      ],
      'fabric-cards': [
        'SCBE2-MX | MX Series | 2 Tbps per slot; MX240, MX480, MX960; Switch control board',
        'SCBE3-MX | MX Series | 4 Tbps per slot; MX240, MX480, MX960; Switch control board',
        'MX2K-SFB3 | MX2000 | 7.5 Tbps; MX2008, MX2010, MX2020; Switch fabric board',
      ],
      'access-points': [
        'AP43-US | Mist AP43 | Wi-Fi 6 (802.11ax); 4x4 dual-band with BLE; Ceiling',
        'AP45-US | Mist AP45 | Wi-Fi 6E (802.11ax); tri-band with vBLE array; Ceiling',
        'AP33-US | Mist AP33 | Wi-Fi 6 (802.11ax); 4x4 dual-band; Ceiling',
        'AP12-US | Mist AP12 | Wi-Fi 6 (802.11ax); 2x2 dual-band, wall plate; Wall plate',
      ],
    },
  },
  {
    name: 'Nokia',
    slug: 'nokia',
    color: '#124191',
    manufacturerName: 'Nokia Corporation',
    country: 'Finland',
    parts: {
      core: [
        '3HE11279AA | 7750 SR-7s | 6 XCM slots; 43.2 Tbps; 17RU',
        '3HE07167AA | 7750 SR-12e | 9 IOM slots; 21.6 Tbps; 20RU',
        '3HE08186AA | 7950 XRS-20 | 20 XCM slots; 32 Tbps; 39RU',
        '3HE10483AA | 7750 SR-1 | 2 MDA slots; 3 Tbps; 2RU',
      ],
      edge: [
        '3HE11195AA | 7750 SR-1s | 36x 100GE QSFP28; 4.8 Tbps; 2RU',
        '3HE12371AA | 7750 SR-2s | 2 XMA slots; 9.6 Tbps; 3RU',
        '3HE09112AA | 7750 SR-a4 | 4 MDA-a slots; 800 Gbps; 4RU',
        '3HE09113AA | 7750 SR-a8 | 8 MDA-a slots; 1.6 Tbps; 7RU',
        '3HE12090AA | 7250 IXR-e | 24x 10GE, 2x 100GE; 480 Gbps; 1RU',
      ],
      access: [
        '3HE02773AA | 7210 SAS-M | 24x 1GE SFP, 4x 10GE; 88 Gbps; 1RU',
        '3HE07094AA | 7210 SAS-Sx | 48x 1GE, 4x 10GE; 128 Gbps; 1RU',
        '3HE10089AA | 7210 SAS-K5 | 2x GE SFP, 3x GE copper; 10 Gbps; Desktop',
        '3HE02774AA | 7705 SAR-8 | 6 adapter card slots; 10 Gbps; 2RU',
        '3HE06791AA | 7705 SAR-H | 8x GE, 4x T1/E1; 4 Gbps; Hardened 1RU',
      ],
      'data-center': [
        '3HE12227AA | 7220 IXR-D2 | 48x 1/10/25GE SFP28; 8x 100GE QSFP28; 3.2 Tbps',
        '3HE12226AA | 7220 IXR-D3 | 32x 100GE QSFP28; 2x 10GE SFP+; 6.4 Tbps',
        '3HE15809AA | 7220 IXR-H3 | 32x 400GE QSFP-DD; 2x 10GE SFP+; 25.6 Tbps',
      ],
      sfp: [
        '3HE00027CA | SFP | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        '3HE00028CA | SFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        '3HE00029CA | SFP | 1000BASE-ZX; 1550 nm; 80 km SMF; Duplex LC',
      ],
      'sfp-plus': [
        '3HE04823AA | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        '3HE04824AA | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        '3HE05036AA | SFP+ | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
      ],
      qsfp28: [
        '3HE10550AA | QSFP28 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        '3HE10551AA | QSFP28 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        '3HE11241AA | QSFP28 | 100G CWDM4; 1271-1331 nm CWDM; 2 km SMF; Duplex LC',
      ],
      cfp2: ['3HE12440AA | CFP2-DCO | 100G/200G coherent DWDM; C-band tunable; 1200 km amplified; Duplex LC'],
      'power-supplies': [
        '3HE10429AA | 7750 SR | 3000 W; 200-240 V AC; 7750 SR-7s, SR-14s',
        '3HE06954AA | 7210 SAS | 150 W; 100-240 V AC; 7210 SAS-M, SAS-X',
      ],
      'line-cards': [
        '3HE11135AA | 7750 SR XMA | 36x 100GE QSFP28; 7750 SR-7s, SR-14s; 3.6 Tbps',
        '3HE10529AA | 7750 SR IOM5-e | 2 MDA-e slots; 7750 SR-7, SR-12, SR-12e; 1 Tbps',
        '3HE10052AA | 7750 SR IOM4-e | 2 MDA-e slots; 7750 SR-7, SR-12, SR-12e; 400 Gbps',
        '3HE10069AA | 7750 SR MDA-e | 6x 100GE CFP4; IOM4-e, IOM5-e; 600 Gbps',
        '3HE09159AA | 7750 SR MDA-e | 10x 10GE SFP+; IOM4-e; 100 Gbps',
      ],
      'route-processors': [
        '3HE07058AA | 7750 SR CPM5 | Quad-core 2.2 GHz; 16 GB; 7750 SR-7, SR-12',
        '3HE11275AA | 7750 SR-s CPM-s | Intel 8-core; 32 GB; 7750 SR-7s, SR-14s',
      ],
      'fabric-cards': [
        '3HE11273AA | 7750 SR-s SFM-s | 3.6 Tbps per slot; 7750 SR-7s; Rear fabric slot',
        '3HE07151AA | 7750 SR SFM5-12e | 1.6 Tbps per slot; 7750 SR-12e; Fabric slot',
      ],
      radios: [
        '475211A | AirScale RRH 4T4R B25 | Band 25 (1900 MHz); LTE/5G NR; 4x 40 W',
        '474020A | AirScale RRH 4T4R B66 | Band 66 (AWS-3); LTE/5G NR; 4x 60 W',
        '3DB19186AA | Wavence UBT-SA | 6-42 GHz microwave; Packet microwave; 24 dBm',
      ],
    },
  },
  {
    name: 'Ciena',
    slug: 'ciena',
    color: '#d7282f',
    manufacturerName: 'Ciena Corporation',
    country: 'United States',
    parts: {
      edge: [
        '170-5170-900 | 5170 Platform | 40x 10GE, 4x 100GE; 800 Gbps; 1RU',
        '170-5171-900 | 5171 Platform | 40x 10GE, 4x 100GE; 880 Gbps; 1RU',
        '170-5164-900 | 5164 Router | 40x 25GE, 2x 100GE; 1.2 Tbps; 1RU',
      ],
      access: [
        '170-3930-900 | 3930 Service Delivery Switch | 4x 10GE, 8x 1GE; 96 Gbps; 1RU',
        '170-3926-900 | 3926m Service Delivery Switch | 4x 10GE, 6x 1GE, module slot; 72 Gbps; 1RU',
        '170-3916-900 | 3916 Service Delivery Switch | 2x 10GE, 4x 1GE; 28 Gbps; Desktop',
        '170-3942-900 | 3942 Service Delivery Switch | 4x 10GE, 20x 1GE; 100 Gbps; 1RU',
      ],
      sfp: ['XCVR-A00Y31 | SFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC'],
      'sfp-plus': [
        'XCVR-A10Y31 | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'XCVR-A10Y53 | SFP+ | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
        'XCVR-S10V31 | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
      ],
      qsfp28: [
        'XCVR-Q10V31 | QSFP28 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'XCVR-Q10V35 | QSFP28 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
      ],
      cfp2: [
        '176-3090-900 | WaveLogic 5 Nano | 100-400G coherent DWDM; C-band tunable; 1500 km amplified; Duplex LC',
        '160-9403-900 | WaveLogic Ai CFP2-DCO | 100G/200G coherent DWDM; C-band tunable; 2000 km amplified; Duplex LC',
        '176-3002-900 | CFP2-DCO 400G | 400G ZR+; C-band tunable; 1000 km amplified; Duplex LC',
      ],
      'power-supplies': [
        'NTK505LA | 6500 | 60 A breaker interface; -48 V DC; 6500 14-slot shelf',
        '170-0014-900 | 5170 | 400 W; 100-240 V AC; 5170, 5171',
      ],
      'line-cards': [
        'NTK539UH | 6500 WaveLogic Ai | 1x 400G line, 4x 100G client; 6500 Photonic Layer; 400 Gbps',
        'NTK538DJ | 6500 WaveLogic 3 | 1x 100G OTU4; 6500 14-slot, 32-slot; 100 Gbps',
        'NTK557AA | 6500 PKT/OTN | 10x 10G SFP+; 6500 converged packet optical; 100 Gbps',
        'NTK660AA | 6500 WaveLogic 5e | 1x 800G line; 6500 Photonic Layer; 800 Gbps',
      ],
      'route-processors': ['NTK555NB | 6500 SP-2 | Shelf processor; 4 GB; 6500 14-slot, 32-slot'],
      'fabric-cards': ['NTK603AA | 6500 X-Conn | 1.2 Tbps per slot; 6500 32-slot; Switch fabric slot'],
    },
  },
  {
    name: 'Arista',
    slug: 'arista',
    color: '#1c3f94',
    manufacturerName: 'Arista Networks, Inc.',
    country: 'United States',
    parts: {
      edge: [
        'DCS-7280CR3-32P4 | 7280R3 | 32x 100GE, 4x 400GE; 4.8 Tbps; 1RU',
        'DCS-7280SR-48C6 | 7280R | 48x 10GE SFP+, 6x 100GE; 1.44 Tbps; 1RU',
      ],
      'data-center': [
        'DCS-7050SX-64 | 7050X | 48x 10GE SFP+; 4x 40GE QSFP+; 1.28 Tbps',
        'DCS-7050SX3-48YC12 | 7050X3 | 48x 25GE SFP28; 12x 100GE QSFP28; 4.8 Tbps',
        'DCS-7050TX-64 | 7050X | 48x 10GBASE-T; 4x 40GE QSFP+; 1.28 Tbps',
        'DCS-7060CX-32S | 7060X | 32x 100GE QSFP28; 2x 10GE SFP+; 6.4 Tbps',
        'DCS-7160-48YC6 | 7160 | 48x 25GE SFP28; 6x 100GE QSFP28; 3.6 Tbps',
        'DCS-7020TR-48 | 7020R | 48x 1GBASE-T; 6x 10GE SFP+; 216 Gbps',
        'DCS-7280SR3-48YC8 | 7280R3 | 48x 25GE SFP28; 8x 100GE QSFP28; 4 Tbps',
      ],
      campus: [
        'CCS-720XP-48ZC2 | 720XP | 48x 2.5/5GE PoE; 4x 25GE, 2x 100GE; 1440 W',
        'CCS-720XP-24Y6 | 720XP | 24x 1GE PoE; 6x 10/25GE SFP28; 740 W',
        'CCS-722XPM-48Y4 | 722XPM | 48x 1GE PoE; 4x 25GE SFP28; 1440 W',
      ],
      sfp: [
        'SFP-1G-SX | SFP | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        'SFP-1G-LX | SFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        'SFP-1G-T | SFP | 1000BASE-T; n/a; 100 m Cat5e; RJ-45',
      ],
      'sfp-plus': [
        'SFP-10G-SR | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'SFP-10G-LR | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'SFP-10G-ER-OPT | SFP+ | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
        'SFP-25G-SR | SFP28 | 25GBASE-SR; 850 nm; 100 m OM4; Duplex LC',
      ],
      qsfp28: [
        'QSFP-100G-SR4 | QSFP100 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        'QSFP-100G-LR4 | QSFP100 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'QSFP-100G-CWDM4 | QSFP100 | 100G CWDM4; 1271-1331 nm CWDM; 2 km SMF; Duplex LC',
        'QSFP-100G-PSM4 | QSFP100 | 100G PSM4; 1310 nm; 500 m SMF; MPO-12',
        'QSFP-100G-ERL4 | QSFP100 | 100GBASE-ER4 Lite; 1295-1310 nm LAN-WDM; 40 km SMF; Duplex LC',
      ],
      'power-supplies': [
        'PWR-500AC-F | 7050X | 500 W; 100-240 V AC; 7050X, 7280R front-to-rear',
        'PWR-460AC-F | 7020R | 460 W; 100-240 V AC; 7020R, 7010T',
        'PWR-745AC-F | 7280R | 745 W; 100-240 V AC; 7280R, 7050X3',
        'PWR-1900AC | 7500R | 1900 W; 200-240 V AC; 7504R, 7508R',
      ],
      'line-cards': [
        '7500R3-36CQ-LC | 7500R3 | 36x 100GE QSFP28; 7504R3, 7508R3; 3.6 Tbps',
        'DCS-7500R2-36CQ-LC | 7500R2 | 36x 100GE QSFP28; 7504R, 7508R; 3.6 Tbps',
        '7500R-48S2CQ-LC | 7500R | 48x 10GE SFP+, 2x 100GE; 7504R, 7508R; 680 Gbps',
      ],
      'route-processors': [
        'DCS-7500R-SUP2 | 7500R | Intel 6-core 2.2 GHz; 32 GB; 7504R, 7508R, 7512R',
        'DCS-7500-SUP2 | 7500 | Intel 4-core 2.1 GHz; 16 GB; 7504, 7508',
      ],
      'fabric-cards': [
        'DCS-7504R-FM | 7500R | 5.76 Tbps per slot; 7504R; Rear fabric slot',
        '7508R3-FM | 7500R3 | 7.2 Tbps per slot; 7508R3; Rear fabric slot',
      ],
      'access-points': [
        'C-230 | C-230 | Wi-Fi 6 (802.11ax); 4x4 dual-band with dedicated scanning radio; Ceiling',
        'C-330 | C-330 | Wi-Fi 6E (802.11ax); tri-band 4x4; Ceiling',
        'O-235 | O-235 | Wi-Fi 6 (802.11ax); 4x4 dual-band outdoor; Pole or wall',
      ],
    },
  },
  {
    name: 'Ericsson',
    slug: 'ericsson',
    color: '#0082f0',
    manufacturerName: 'Telefonaktiebolaget LM Ericsson',
    country: 'Sweden',
    parts: {
      core: ['ROJR 208 102/1 | Router 6676 | 2x 100GE, 26x 10GE, modular; 1.6 Tbps; 3RU'],
      edge: [
        'ROJR 208 101/1 | Router 6675 | 2x 100GE, 20x 10GE; 800 Gbps; 1RU',
        'ROJR 208 104/1 | Router 6672 | 4x 100GE, 24x 10GE; 1.2 Tbps; 1RU',
        'ROJR 208 103/1 | Router 6471 | 2x 100GE, 8x 25GE; 400 Gbps; 1RU',
      ],
      access: [
        'ROJR 208 012/1 | Router 6274 | 4x 25GE, 8x 10GE; 280 Gbps; 1RU',
        'ROJR 208 011/1 | Router 6273 | 4x 10GE, 8x 1GE; 80 Gbps; 1RU',
        'ROJR 208 010/1 | Router 6371 | 4x 25GE, 4x 10GE; 140 Gbps; 1RU',
      ],
      'sfp-plus': [
        'RDH 102 47/2 | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'RDH 102 48/2 | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
      ],
      'route-processors': ['KDU 137 925/31 | Baseband 6630 | Multi-core baseband; 16 GB; RBS 6000 cabinets'],
      'line-cards': [
        'KDU 137 848/11 | Baseband 5216 | 6x CPRI; RBS 6000, Enclosure 6130; 12 cells',
        'KDU 137 624/31 | DUS 41 | 6x CPRI; RBS 6000; 6 cells',
      ],
      'power-supplies': ['BMG 980 337/4 | PSU AC 03 | 2400 W; 200-250 V AC; Enclosure 6120, 6130'],
      radios: [
        'KRC 161 707/1 | Radio 4449 B5 B12 | Band 5 + Band 12; LTE/5G NR; 4x 40 W',
        'KRC 161 711/1 | Radio 2219 B66A | Band 66 (AWS-3); LTE/5G NR; 2x 80 W',
        'KRC 161 746/1 | Radio 4415 B25 | Band 25 (1900 MHz); LTE/5G NR; 4x 40 W',
        'KRD 901 160/11 | AIR 6449 B41 | Band 41 (2.5 GHz); 5G NR Massive MIMO; 320 W',
        'KRC 161 822/1 | Radio 8863 B66 | Band 66 (AWS-3); LTE/5G NR; 8x 40 W',
        'UKL 406 12/1 | MINI-LINK 6352 | 70/80 GHz E-band; Packet microwave; 10 Gbps',
      ],
    },
  },
  {
    name: 'Huawei',
    slug: 'huawei',
    color: '#cf0a2c',
    manufacturerName: 'Huawei Technologies Co., Ltd.',
    country: 'China',
    parts: {
      core: [
        'NE40E-X8A | NetEngine 40E | 8 LPU slots; 19.2 Tbps; 14RU',
        'NE40E-X16A | NetEngine 40E | 16 LPU slots; 38.4 Tbps; 36RU',
        'NE8000-M14 | NetEngine 8000 | 14 sub-slots; 4.8 Tbps; 6RU',
      ],
      edge: [
        'NE8000-F1A | NetEngine 8000 | 12x 100GE, 16x 25GE; 1.2 Tbps; 1RU',
        'NE40E-M2K | NetEngine 40E | 2x 10GE, 24x GE; 80 Gbps; 2RU',
        'NE20E-S2F | NetEngine 20E | 4x 10GE, 20x GE; 88 Gbps; 2RU',
      ],
      access: [
        'AR6120 | AR6000 | 2x 10GE, 8x GE; 10 Gbps; 1RU',
        'AR651 | AR600 | 1x GE WAN, 8x GE LAN; 1 Gbps; Desktop',
        'AR1220E | AR1200 | 2x GE WAN, 8x FE LAN; 450 Mbps; Desktop',
        'ATN910C-B | ATN 910C | 4x 10GE, 8x GE; 40 Gbps; 1RU',
      ],
      'data-center': [
        'CE6881-48S6CQ | CloudEngine 6800 | 48x 10GE SFP+; 6x 40/100GE QSFP28; 2.16 Tbps',
        'CE6865-48S8CQ-EI | CloudEngine 6800 | 48x 25GE SFP28; 8x 100GE QSFP28; 4 Tbps',
        'CE8850-64CQ-EI | CloudEngine 8800 | 64x 100GE QSFP28; 2x 10GE SFP+; 12.8 Tbps',
        'CE6857-48S6CQ-EI | CloudEngine 6800 | 48x 10GE SFP+; 6x 40/100GE QSFP28; 2.16 Tbps',
      ],
      campus: [
        'S5735-L48P4X-A1 | S5735 | 48x 1GE PoE+; 4x 10GE SFP+; 740 W',
        'S5720-52X-PWR-SI-AC | S5720 | 48x 1GE PoE+; 4x 10GE SFP+; 740 W',
        'S6730-H24X6C | S6730 | 24x 10GE SFP+; 6x 40/100GE QSFP28; none',
        'S5731-H48P4XC | S5731 | 48x 1GE PoE+; 4x 10GE SFP+, expansion slot; 1800 W',
      ],
      sfp: [
        'SFP-GE-LX-SM1310 | eSFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        'OMXD30000 | eSFP | 1000BASE-SX; 850 nm; 500 m MMF; Duplex LC',
      ],
      'sfp-plus': [
        'OSX010000 | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'OMXD30009 | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'OSX040N01 | SFP+ | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
      ],
      qsfp28: [
        'QSFP-100G-LR4-HW | QSFP28 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'QSFP28-100G-SR4 | QSFP28 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
      ],
      'power-supplies': [
        'PAC600S12-CB | S5700 | 600 W; 100-240 V AC; S5720, S5735, S6730',
        'PAC1000S56-CB | S5700 | 1000 W; 100-240 V AC; S5731 PoE models',
      ],
      rectifiers: [
        'R4850G2 | TP48200 | 53.5 V DC, 50 A, 3000 W; 176-300 V AC; 96%',
        'R4875G1 | TP48300 | 53.5 V DC, 75 A, 4000 W; 176-300 V AC; 96.2%',
        'ETP48100-B1 | ETP48100 | 53.5 V DC, 100 A system; 176-300 V AC; 96%',
      ],
      'line-cards': [
        'CR5D00L4XF90 | NE40E LPU | 4x 10GE SFP+; NE40E-X3A, X8A, X16A; 40 Gbps',
        'CR5D00E4XF80 | NE40E LPU | 4x 100GE CFP2; NE40E-X8A, X16A; 400 Gbps',
        'CR5D0L2XFE70 | NE40E LPU | 24x GE SFP, 2x 10GE; NE40E-X3A, X8A; 44 Gbps',
      ],
      'route-processors': ['CR5DMPUA2060 | NE40E MPU | Multi-core 1.5 GHz; 16 GB; NE40E-X8A, X16A'],
      'fabric-cards': ['CR5DSFUIT170 | NE40E SFU | 800 Gbps per slot; NE40E-X16A; Switch fabric slot'],
      'access-points': [
        'AirEngine 5761-11 | AirEngine 5700 | Wi-Fi 6 (802.11ax); 2x2 dual-band; Ceiling',
        'AirEngine 6761-21 | AirEngine 6700 | Wi-Fi 6 (802.11ax); 4x4 dual-band; Ceiling',
        'AP4050DN | AP4050 | 802.11ac Wave 2; 2x2 dual-band; Ceiling or wall',
        'AP6050DN | AP6050 | 802.11ac Wave 2; 4x4 dual-band; Ceiling',
      ],
      radios: [
        'RTN 905 1E | OptiX RTN 905 | 6-42 GHz microwave; Packet microwave; 1 Gbps',
        'RTN 950A | OptiX RTN 950A | 6-42 GHz microwave, 6 IF; Hybrid microwave; 2.5 Gbps',
        'RRU5502 | RRU 5502 | Band 2 + Band 66; LTE/5G NR; 4x 60 W',
      ],
    },
  },
  {
    name: 'Extreme',
    slug: 'extreme',
    color: '#7f2d8c',
    manufacturerName: 'Extreme Networks, Inc.',
    country: 'United States',
    parts: {
      'data-center': [
        'X690-48x-2q-4c | ExtremeSwitching X690 | 48x 10GE SFP+; 2x 40GE, 4x 100GE; 1.76 Tbps',
        'X870-32c | ExtremeSwitching X870 | 32x 100GE QSFP28; none; 6.4 Tbps',
        'SLX 9150-48Y | ExtremeRouting SLX 9150 | 48x 25GE SFP28; 8x 100GE QSFP28; 4 Tbps',
        'VSP7400-48Y-8C | VSP 7400 | 48x 25GE SFP28; 8x 100GE QSFP28; 4 Tbps',
      ],
      campus: [
        'X440-G2-48p-10GE4 | ExtremeSwitching X440-G2 | 48x 1GE PoE+; 4x 10GE SFP+; 740 W',
        'X450-G2-48p-10GE4 | ExtremeSwitching X450-G2 | 48x 1GE PoE+; 4x 10GE SFP+; 1440 W',
        'X465-48P | ExtremeSwitching X465 | 48x 1GE PoE+; 2x 40GE, VIM slot; 1440 W',
        '5320-48P-8XE | ExtremeSwitching 5320 | 48x 1GE PoE+; 8x 10GE SFP+; 740 W',
        'X620-16x | ExtremeSwitching X620 | 16x 10GE SFP+; none; none',
      ],
      industrial: [
        'X435-8P-2T-W | ExtremeSwitching X435 | 8x 1GE PoE+; 2x 1GE copper; Wall or rack',
        'ISW-24W-4X | ExtremeSwitching ISW | 20x 1GE PoE+, 4x 1GE SFP; 4x 10GE SFP+; DIN rail',
      ],
      sfp: [
        '10051H | SFP | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        '10052H | SFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        '10070H | SFP | 1000BASE-T; n/a; 100 m Cat5e; RJ-45',
      ],
      'sfp-plus': [
        '10301 | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        '10302 | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        '10309 | SFP+ | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
      ],
      qsfp28: [
        '10401 | QSFP28 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        '10403 | QSFP28 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
      ],
      'power-supplies': [
        'XN-ACPWR-715W-FB | X460-G2 | 715 W; 100-240 V AC; X460-G2, X620 front-to-back',
        'XN-ACPWR-350W-FB | X460-G2 | 350 W; 100-240 V AC; X460-G2 non-PoE',
        '10951 | Summit | 550 W; 100-240 V AC; Summit X450, X480',
      ],
      'access-points': [
        'AP410C-1-WW | ExtremeWireless AP410C | Wi-Fi 6 (802.11ax); 4x4 dual-band; Ceiling',
        'AP305C-1-WW | ExtremeWireless AP305C | Wi-Fi 6 (802.11ax); 2x2 dual-band; Ceiling or wall',
        'AP460C | ExtremeWireless AP460C | Wi-Fi 6 (802.11ax); 4x4 dual-band outdoor; Pole or wall',
        'AP510C-WW | ExtremeWireless AP510C | 802.11ac Wave 2; 4x4 dual-band; Ceiling',
        'AP650-WW | ExtremeWireless AP650 | Wi-Fi 6 (802.11ax); 4x4 dual-band; Ceiling',
      ],
    },
  },
  {
    name: 'Adtran',
    slug: 'adtran',
    color: '#00558c',
    manufacturerName: 'ADTRAN, Inc.',
    country: 'United States',
    parts: {
      access: [
        '1700340F1 | NetVanta 3140 | 3x GE, T1 NIM slot; 1 Gbps; Desktop',
        '4200820E1 | NetVanta 3448 | 2x T1, 8x FE; 100 Mbps; 1RU',
        '17004660F1 | NetVanta 4660 | 3x GE, 2 NIM slots; 1 Gbps; 1RU',
        '1700530F1 | NetVanta 5660 | 4x GE SFP, 2x 10GE; 10 Gbps; 1RU',
      ],
      campus: [
        '17101564PF2 | NetVanta 1560 | 48x 1GE PoE+; 4x 10GE SFP+; 740 W',
        '1700595G10 | NetVanta 1638P | 24x 1GE PoE+; 4x 1GE SFP; 370 W',
        '17101524F1 | NetVanta 1550 | 24x 1GE; 4x 10GE SFP+; none',
      ],
      sfp: [
        '1442380G1 | SFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        '1442310G1 | SFP | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        '1187020E1 | SFP | GPON OLT Class B+; 1490 nm TX / 1310 nm RX; 20 km SMF; SC/UPC',
      ],
      'line-cards': [
        '1187552F1 | Total Access 5000 | 8x GPON SFP; Total Access 5000 23-inch shelf; 20 Gbps',
        '1187500E1 | Total Access 5000 | 24x VDSL2; Total Access 5000; 2.4 Gbps',
        '1187010G1 | Total Access 5000 SM10 | 2x 10GE SFP+, 8x GE; Total Access 5000; 28 Gbps',
      ],
      'route-processors': [
        '1187002G1 | Total Access 5000 SCM | Shelf controller; 2 GB; Total Access 5000 shelves',
      ],
      'power-supplies': ['1175085L1 | Total Access | 50 W; -48 V DC; Total Access 1100 series'],
    },
  },
  {
    name: 'Infinera',
    slug: 'infinera',
    color: '#ec6608',
    manufacturerName: 'Infinera Corporation',
    country: 'United States',
    parts: {
      cfp2: [
        'ICE-XR-CFP2 | ICE-X | 100-400G coherent pluggable; C-band tunable; 1200 km amplified; Duplex LC',
        'CFP2-DCO-400-IX | ICE-X | 400G ZR+; C-band tunable; 800 km amplified; Duplex LC',
      ],
      'line-cards': [
        'CHM6 | GX G42 ICE6 | 2x 800G line, 8x 100/400GE client; GX Series G42; 1.6 Tbps',
        'CHM2T | GX G30 ICE4 | 1x 400G line, 4x 100GE client; GX Series G30; 400 Gbps',
        'XTC-2-AMP | DTN-X XTC-2 | 500G super-channel; DTN-X XTC-2, XTC-4; 500 Gbps',
        'OFx-500 | DTN-X OFx | 500G super-channel line module; DTN-X XTC-4, XTC-10; 500 Gbps',
        'TIM-5-10GM | DTN-X TIM | 5x 10G client; DTN-X XTC-4, XTC-10; 50 Gbps',
      ],
      'route-processors': [
        'XCM-X | DTN-X XCM | Shelf controller; 8 GB; DTN-X XTC-4, XTC-10',
        'XCM-G30 | GX G30 Controller | Shelf controller; 8 GB; GX Series G30',
      ],
      'fabric-cards': ['XSM-4 | DTN-X XSM | 1 Tbps per slot; DTN-X XTC-4; Switch module slot'],
      edge: ['XTC-4-CH | DTN-X XTC-4 | 4 line module slots; 2 Tbps; 11RU'],
    },
  },
  {
    name: 'Calix',
    slug: 'calix',
    color: '#f7941d',
    manufacturerName: 'Calix, Inc.',
    country: 'United States',
    parts: {
      access: [
        '100-03404 | E7-2 | 2 line card slots, 4x 10GE; 40 Gbps; 1RU',
        '100-05104 | E9-2 | 2 line card slots, 8x 10GE; 160 Gbps; 2RU',
        '100-04591 | E3-2 | 2x 10GE uplink, 48x VDSL2; 20 Gbps; 1RU',
      ],
      'line-cards': [
        '100-03393 | E7 GPON-8 | 8x GPON SFP; E7-2, E7-20; 20 Gbps',
        '100-04072 | E7 GPON-8r2 | 8x GPON SFP; E7-2, E7-20; 20 Gbps',
        '100-01965 | E7 VDSL2-48C | 48x VDSL2 with combo POTS; E7-2, E7-20; 4.8 Gbps',
        '100-05165 | E9-2 XG1601 | 16x XGS-PON; E9-2; 160 Gbps',
        '100-02987 | E7 SCP-10GE | 4x 10GE SFP+; E7-2; 40 Gbps',
      ],
      sfp: [
        '100-01782 | GPON SFP | GPON OLT Class B+; 1490 nm TX / 1310 nm RX; 20 km SMF; SC/UPC',
        '100-02153 | GPON SFP | GPON OLT Class C+; 1490 nm TX / 1310 nm RX; 30 km SMF; SC/UPC',
        '100-01664 | SFP | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
      ],
      'access-points': [
        '100-05473 | GigaSpire BLAST u6 | Wi-Fi 6 (802.11ax); 4x4 dual-band, 10GE WAN; Desktop',
        '100-05888 | GigaSpire BLAST u6me | Wi-Fi 6 (802.11ax); 2x2 dual-band mesh; Desktop',
        '100-04467 | GigaCenter 844G-1 | 802.11ac; 4x4 dual-band ONT; Desktop or wall',
      ],
    },
  },
  {
    name: 'HPE',
    slug: 'hpe',
    color: '#01a982',
    manufacturerName: 'Hewlett Packard Enterprise',
    country: 'United States',
    parts: {
      access: [
        'JG411A | FlexNetwork MSR2003 | 2x GE WAN, 3x GE LAN; 400 Mbps; 1RU',
        'JG409B | FlexNetwork MSR3012 | 3x GE WAN, 2 SIC slots; 1 Gbps; 1RU',
        'JH296A | FlexNetwork MSR954 | 1x GE WAN, 4x GE LAN; 300 Mbps; Desktop',
      ],
      'data-center': [
        'JL479A | Aruba 8320 | 48x 10GE SFP+; 6x 40GE QSFP+; 2.5 Tbps',
        'JL636A | Aruba 8325 | 32x 40/100GE QSFP28; none; 6.4 Tbps',
        'JL627A | Aruba 8325 | 48x 25GE SFP28; 8x 100GE QSFP28; 4 Tbps',
      ],
      campus: [
        'JL255A | Aruba 2930F | 24x 1GE PoE+; 4x 10GE SFP+; 370 W',
        'JL256A | Aruba 2930F | 48x 1GE PoE+; 4x 10GE SFP+; 740 W',
        'JL322A | Aruba 2930M | 48x 1GE PoE+; 1 module slot; 1440 W',
        'JL659A | Aruba 6300M | 48x SmartRate PoE; 4x 50GE SFP56; 1440 W',
        'JL675A | Aruba 6100 | 48x 1GE PoE+; 4x 10GE SFP+; 370 W',
        'J9729A | Aruba 2920 | 48x 1GE PoE+; 4x 1GE combo; 370 W',
      ],
      sfp: [
        'J4858D | X121 | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        'J4859D | X121 | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
      ],
      'sfp-plus': [
        'J9150D | X132 | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'J9151E | X132 | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
      ],
      qsfp28: ['JL309A | X151 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12'],
      'power-supplies': [
        'JL085A | X372 | 1050 W; 100-240 V AC; Aruba 3810M, 2930M',
        'JL087A | X372 | 680 W; 100-240 V AC; Aruba 3810M, 2930M',
        'J9828A | 5400R | 700 W; 100-240 V AC; Aruba 5400R zl2',
      ],
      'access-points': [
        'Q9H62A | Aruba AP-515 | Wi-Fi 6 (802.11ax); 4x4 5 GHz, 2x2 2.4 GHz; Ceiling',
        'R2H28A | Aruba AP-505 | Wi-Fi 6 (802.11ax); 2x2 dual-band; Ceiling',
        'R7J28A | Aruba AP-635 | Wi-Fi 6E (802.11ax); tri-band 2x2; Ceiling',
        'JZ336A | Aruba AP-535 | Wi-Fi 6 (802.11ax); 4x4 dual-band, 5GE uplink; Ceiling',
        'JW797A | Aruba AP-315 | 802.11ac Wave 2; 4x4 5 GHz, 2x2 2.4 GHz; Ceiling',
      ],
    },
  },
  {
    name: 'Dell',
    slug: 'dell',
    color: '#007db8',
    manufacturerName: 'Dell Technologies',
    country: 'United States',
    parts: {
      'data-center': [
        'S5248F-ON | PowerSwitch S5200 | 48x 25GE SFP28; 4x 100GE, 2x 200GE; 2 Tbps',
        'S4148F-ON | PowerSwitch S4100 | 48x 10GE SFP+; 2x 40GE, 4x 100GE; 1.76 Tbps',
        'Z9264F-ON | PowerSwitch Z9264F | 64x 100GE QSFP28; 2x 10GE SFP+; 12.8 Tbps',
        'S5232F-ON | PowerSwitch S5200 | 32x 100GE QSFP28; 2x 10GE SFP+; 6.4 Tbps',
        'S4048-ON | Networking S4048 | 48x 10GE SFP+; 6x 40GE QSFP+; 1.44 Tbps',
        'Z9100-ON | Networking Z9100 | 32x 100GE QSFP28; 2x 10GE SFP+; 6.4 Tbps',
      ],
      campus: [
        'N3248TE-ON | PowerSwitch N3200 | 48x 1GE; 4x 10GE SFP+, 2x 100GE; none',
        'N3048P | Networking N3000 | 48x 1GE PoE+; 2x 10GE SFP+; 1100 W',
        'N2048P | Networking N2000 | 48x 1GE PoE+; 2x 10GE SFP+; 1000 W',
        'N1548P | Networking N1500 | 48x 1GE PoE+; 4x 10GE SFP+; 600 W',
        'X1052P | Networking X1000 | 48x 1GE PoE+; 4x 10GE SFP+; 370 W',
      ],
      'sfp-plus': [
        '407-BBOU | SFP+ | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        '407-BBOP | SFP+ | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
      ],
      qsfp28: [
        '407-BBZJ | QSFP28 | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        '407-BCBE | QSFP28 | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
      ],
      'power-supplies': [
        '450-AIID | PowerSwitch | 750 W; 100-240 V AC; S5200-ON, Z9264F-ON',
        '450-AHIS | PowerEdge | 1100 W; 100-240 V AC; PowerEdge R640, R740',
        'DPS-460AB | Networking | 460 W; 100-240 V AC; S4048-ON, S4148F-ON',
      ],
    },
  },
  {
    name: 'Finisar',
    slug: 'finisar',
    color: '#3a7d44',
    manufacturerName: 'Finisar Corporation (Coherent)',
    country: 'United States',
    parts: {
      sfp: [
        'FTLF8519P3BNL | FTLF | 1000BASE-SX; 850 nm; 550 m MMF; Duplex LC',
        'FTLF1318P3BTL | FTLF | 1000BASE-LX; 1310 nm; 10 km SMF; Duplex LC',
        'FCLF8521P2BTL | FCLF | 1000BASE-T; n/a; 100 m Cat5e; RJ-45',
        'FTLF1519P1BCL | FTLF | 1000BASE-ZX; 1550 nm; 80 km SMF; Duplex LC',
      ],
      'sfp-plus': [
        'FTLX8571D3BCL | FTLX | 10GBASE-SR; 850 nm; 300 m OM3; Duplex LC',
        'FTLX1471D3BCL | FTLX | 10GBASE-LR; 1310 nm; 10 km SMF; Duplex LC',
        'FTLX1672D3BCL | FTLX | 10GBASE-ER; 1550 nm; 40 km SMF; Duplex LC',
        'FTLX8574D3BCV | FTLX | 10GBASE-SR/SW; 850 nm; 300 m OM3; Duplex LC',
        'FTLX1871M3BCL | FTLX | 10GBASE-ZR; 1550 nm; 80 km SMF; Duplex LC',
      ],
      qsfp28: [
        'FTLC1154RDPL | FTLC | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'FTLC9551REPM | FTLC | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
        'FTLC1157RGPL | FTLC | 100G CWDM4; 1271-1331 nm CWDM; 2 km SMF; Duplex LC',
        'FTLC9558REPM | FTLC | 100GBASE-SR4; 850 nm; 100 m OM4; MPO-12',
      ],
      cfp2: [
        'FTLC1121RDNL | FTLC | 100GBASE-LR4; 1295-1310 nm LAN-WDM; 10 km SMF; Duplex LC',
        'FTLC3321R3PL | FTLC | 100GBASE-ER4; 1295-1310 nm LAN-WDM; 40 km SMF; Duplex LC',
      ],
    },
  },
  {
    name: 'Delta',
    slug: 'delta',
    color: '#005eb8',
    manufacturerName: 'Delta Electronics, Inc.',
    country: 'Taiwan',
    parts: {
      'power-supplies': [
        'DPS-1100FB A | DPS | 1100 W; 100-240 V AC; 1U server and switch chassis',
        'DPS-650AB-35 | DPS | 650 W; 100-240 V AC; 1U switch chassis',
        'DPS-460KB | DPS | 460 W; 100-240 V AC; 1U switch chassis',
      ],
      rectifiers: [
        'DPR 3000B-48 | DPR | 53.5 V DC, 56 A, 3000 W; 90-300 V AC; 96.5%',
        'DPR 2900B-48 | DPR | 53.5 V DC, 54 A, 2900 W; 90-300 V AC; 96%',
        'ESR-48/56G | ESR | 53.5 V DC, 56 A, 3000 W; 85-300 V AC; 96%',
        'DPR 4000B-48 | DPR | 53.5 V DC, 75 A, 4000 W; 176-300 V AC; 97%',
      ],
      batteries: [
        'DCF12-100GS | DCF | 12 V; 100 Ah; VRLA AGM',
        'DCF12-155GS | DCF | 12 V; 155 Ah; VRLA AGM',
        'DCF12-200GS | DCF | 12 V; 200 Ah; VRLA AGM',
        'DLB48-50 | DLB | 48 V; 50 Ah; Lithium iron phosphate',
      ],
    },
  },
  {
    name: 'Eltek',
    slug: 'eltek',
    color: '#e2001a',
    manufacturerName: 'Eltek AS (Delta Group)',
    country: 'Norway',
    parts: {
      rectifiers: [
        '241119.105 | Flatpack2 48/2000 HE | 53.5 V DC, 41.7 A, 2000 W; 85-300 V AC; 96.5%',
        '241122.105 | Flatpack2 48/3000 HE | 53.5 V DC, 62.5 A, 3000 W; 85-300 V AC; 97%',
        '241115.910 | Flatpack S 48/1800 | 53.5 V DC, 33.3 A, 1800 W; 85-300 V AC; 96%',
        '241119.100 | Flatpack2 48/2000 | 53.5 V DC, 41.7 A, 2000 W; 85-300 V AC; 95.5%',
        '241121.901 | Flatpack2 24/1800 HE | 26.8 V DC, 67 A, 1800 W; 85-300 V AC; 95%',
      ],
      batteries: [
        'BAT-LI-48-50 | Eltek Li-ion | 48 V; 50 Ah; Lithium iron phosphate',
        'BAT-LI-48-100 | Eltek Li-ion | 48 V; 100 Ah; Lithium iron phosphate',
        'SLB12-105FT | Sonnenschein | 12 V; 105 Ah; VRLA gel',
      ],
      'power-supplies': [
        '242100.500 | Smartpack2 Master | Controller; 48 V DC; Flatpack2 power systems',
        '241115.105 | Flatpack S Power Core | 1800 W shelf; 85-300 V AC; Flatpack S systems',
      ],
    },
  },
];
