"""The extractors on abstracts of venues the project had no text from (``tests/samples/invented/``).

14,700 abstracts in the style of NeurIPS, KDD, MICCAI, Interspeech, EMNLP, CoRL, WACV, ICCV,
IROS, NAACL, ICML, SIGIR, ICASSP (``setA``-``setE``), ACM Multimedia, BMVC, ISBI (``setF``),
The Web Conference, RecSys, CIKM (``setG``), COLING, IJCAI and MLSys (``setH``), UAI, ECIR,
LREC-COLING (``setI``), CHI, ICDM, TMLR (``setJ``), AISTATS, 3DV, Nature Machine Intelligence
(``setK``), EACL, AAMAS, ICDE (``setL``), ISMIR, L4DC, FAccT (``setM``), SIGGRAPH, WSDM,
MIDL (``setN``), CoNLL, ICAPS, VLDB (``setO``), USENIX Security, ECML-PKDD, UbiComp/IMWUT
(``setP``), SenSys, ISCA, CogSci (``setQ``), ICWSM, ISMB, ITSC (``setR``) and ICSE, ICPR, CDC
(``setS``), DAC, ICDAR, GECCO (``setT``), NSDI, MLHC, UIST (``setU``), SIGMOD, ICIP, ASRU
(``setV``), EuroSys, SDM, Humanoids (``setW``), KR, HPCA, CSCW (``setX``), RECOMB, ICMI, SoCC
(``setY``), ASE, AMIA, IEEE VIS (``setZ``), SIGCOMM, EDM, SemEval (``setAA``), ASPLOS, HRI,
ISMAR (``setAB``), SIGSPATIAL, EMBC, WMT (``setAC``), FSE, ICAIF, SIGDIAL (``setAD``), CCS,
MobiCom, IJCNN (``setAE``), OSDI, ICME, RO-MAN (``setAF``), ECAI, ISWC, CLEF (``setAG``),
PAKDD, ACCV, BioNLP (``setAH``), PLDI, CHIL, IEEE VR (``setAI``), CAV, SLT, EDBT (``setAJ``),
MICRO, AIES, INLG (``setAK``), FPGA, IEEE IV, MSR (``setAL``), ICCAD, IEEE S&P, Eurographics
(``setAM``), IUI, ACM EC, IPMI (``setAN``), ISSTA, UMAP, ACC (``setAO``), SC, ML4H, TACL
(``setAP``), COLT, MobiSys, AACL (``setAQ``), INFOCOM, IEEE CASE, SPIE Medical Imaging
(``setAR``), EUSIPCO, LAK, ICPC (``setAS``), AutoML-Conf, IEEE BigData, ICMR (``setAT``), DATE,
RTSS, ICTIR (``setAU``), JAMIA, Bioinformatics, IEEE TGRS (``setAV``), IGARSS, ICDCS, WSC
(``setAW``), LoG, CHIIR, SIGCSE (``setAX``), ISCAS, IEEE VTC, IEEE ICC (``setAY``), CoLLAs, ALT,
Journal of Field Robotics (``setAZ``), DAFx, WASPAA, CHI PLAY (``setBA``), Medical Image
Analysis, Radiology: AI, npj Digital Medicine (``setBB``), ACML, ICONIP, ESANN (``setBC``), IEEE
TPAMI, IJCV, Pattern Recognition (``setBD``), IEEE TMI, IEEE BIBM, Computing in Cardiology
(``setBE``), IEEE RA-L, ISER, IEEE T-ITS (``setBF``), ASSETS, MobileHCI, DIS (``setBG``), NDSS,
PerCom, SIGMETRICS (``setBH``), AIED, L@S, IEEE CEC (``setBI``), NIME, Pacific Graphics, JMLR
(``setBJ``), ICANN, Neurocomputing, IEEE TNNLS (``setBK``), IEEE TIP, ICVGIP, IEEE TMM (``setBL``),
ACM BCB, PSB, Briefings in Bioinformatics (``setBM``), IEEE T-RO, ICARCV, Autonomous Robots
(``setBN``), IEEE TKDE, ACM TOIS, WISE (``setBO``), ACSAC, RAID, USENIX ATC (``setBP``), ACM TOG,
IEEE TVCG, Computer Graphics Forum (``setBQ``), IEEE JBHI, Nature Communications, PLOS
Computational Biology (``setBR``), ICST, SANER, IEEE RE (``setBS``), IEEE/ACM TASLP, Speech
Communication, SSW (``setBT``), IEEE Transactions on Smart Grid, ACM e-Energy, ACM BuildSys
(``setBU``), Transportation Research Part C, IEEE T-IV, IEEE TAC (``setBV``), the 78 venues of
``setBW``-``setCV`` (tests/samples/README.md) and the 66 of ``setCW``-``setDR`` (hydrology,
neural engineering, security, manufacturing, operations research, materials, nuclear and
cardiac imaging, software engineering, chemistry, transport, remote sensing, finance, clinical
journals, environmental science, sensors, information systems, radiotherapy, solar and wind
energy, education, mechatronics and three data-mining journals) and the 96 of
``setDS``-``setEX`` (AI and computational-intelligence journals, information fusion, NLP and
robotics journals, biomedical computing, signal processing, HPC, NeurIPS Datasets and
Benchmarks, ICCV Workshops, Findings of NAACL, cybernetics and evolutionary computation,
medical robotics, networking, Asian NLP venues, automation, recommender and IR journals,
image communication, forecasting and big data, statistics, games, learning technologies,
health informatics, geoscience, software testing, multimedia, AI and law, finance, ML
workshops, MDPI and other open-access journals) and the 48 of ``setEY``-``setFN`` (Findings
and industry tracks, speech and MT venues, RL and game AI, causal learning and ML security,
regional AI and data science conferences, multimedia and regional vision, robotics research
symposia, biomedical imaging and informatics, NLP workshops, parallel computing, social
networks, computational intelligence, neurosymbolic and quantum ML, applied robotics,
vision application conferences) and the 24 of ``setFO``-``setFV`` (European pattern-recognition
and Nordic NLP conferences, RL and combinatorial-optimization venues, biometrics and document
analysis, audio and information theory, probabilistic models and temporal data, regional
robotics and information fusion, biomedical imaging, health informatics and Asian
multimedia) and the 24 of ``setFW``-``setGD`` (semantic web and knowledge graphs, image and
video coding, regional robotics, low-resource NLP workshops, optimization journals, medical
informatics, web science and graph data, speech prosody and speech privacy) and the 72 of ``setGE``-``setHB``
(computational photography and rendering, educational, mental-health and legal NLP, ML and HPC
systems, medical imaging and surgery, bioinformatics, field and aerial robotics, astronomy, particle
physics and Earth-system AI, IR evaluation campaigns, geometry and graphics, NLP workshops,
statistics journals, music and audio engineering, parallel computing, ophthalmology and radiology,
control, data-mining conferences, NLP demo tracks, musicology, applied computing, regional AI,
rehabilitation robotics, multimedia symposia, regional NLP and data-systems workshops) and the 72 of
``setHC``-``setHZ`` (NLP workshops, regional vision, evolutionary computation, EDA and FPGAs, medical
imaging workshops and bioinformatics journals, multimedia quality, environmental modelling and
ecology, visualization and interactive graphics, digital libraries, operations research and
transport science, developmental and rehabilitation robotics, security, wireless communications,
physics and astronomy, computational mechanics and chemistry, crowdsourcing, process mining and
empirical software engineering, NLG evaluation, parallel and cloud computing, proteomics, computing
education, medical robotics, power systems and building energy, marketing and econometrics) and the
24 of ``setIA``-``setIH`` (equality and gender-bias NLP, Chinese NLP, tangible and Nordic HCI, formal
methods and model-driven engineering, scientific databases and conceptual modelling, computational
biology and neuroscience methods, fuzzy systems, graphics and spatial interaction, wireless
communications and networking) and the 48 of ``setII``-``setIX`` (cognitive modelling and historical
NLP, multiword expressions, vision systems conferences, heuristic search, constraint programming
and SAT, network management and wireless modelling, biomedical engineering and optics, radiation
medicine, data management for ML, human-in-the-loop data analytics, web data, GIScience and
photogrammetry, audio and music journals, conversational and clinical NLP, fact verification,
pattern analysis and machine-vision journals, automatic control and model predictive control,
wireless and access-control security, bioinformatics journals, technology-enhanced and
collaborative learning, systems and storage workshops, acoustics, speech technology in education
and phonetic sciences) and the 48 of ``setIY``-``setJN`` (Asian MT, digital humanities and
typology, regional pattern recognition and image processing, field, mechatronic and bio-inspired
robotics, string processing, document engineering and digital libraries, medical systems and
health informatics, HPC, supercomputing and cloud engineering, forecasting, industrial engineering
and computational economics, weather, hydrology and smart grids; Australasian and Chinese NLP and
discourse, graphics and discrete geometry, ocean engineering, computational physics and chaos,
information systems, operations research and scheduling, sound, vibration and structural health
monitoring, engineering and computing education) and the 36 of ``setJO``-``setJZ`` (historical
language change, event extraction and Dravidian NLP, machine vision and surveillance, agricultural
and food engineering, materials processing and fatigue, aerospace and air transport, behaviour
research, vision science and psychophysiology, energy conversion, chemical engineering and fuels,
network management, building and tunnelling engineering, neurophysiology and hearing, transport
emissions, cleaner production and waste, biomechanics and gait) and the 36 of ``setKA``-``setKL``
(food chemistry, dairy and postharvest science, petroleum and geothermal engineering, construction
materials and composites, antennas, microwaves and optics, tourism, retail and hospitality, marine
pollution and coastal engineering, power electronics, dentistry and endodontics, veterinary
epidemiology and animal science, tribology and coatings, urban planning and climate, glaciology
and polar science) and the 36 of ``setKM``-``setKX`` (vibration, multiphase flow and combustion,
irrigation, field crops and aquaculture, corporate finance and energy economics, sleep, eating and
substance use, ophthalmology, hearing and optometry, nuclear materials, batteries and corrosion,
membranes, desalination and meat science, atmospheric chemistry, planetary science and
astronautics, rock mechanics, landslides and archaeology, chromatography, biosensors and poultry,
soil biology, forest ecology and building energy, cognition, computers in education and
resuscitation) and the 36 of ``setKY``-``setLJ`` (hazardous materials, bioresource technology
and carbon materials, mood disorders, addiction and pain, sports medicine and ergonomics, remote
sensing of environment, soil science and global change biology, development and public
economics, food hydrocolloids and agricultural chemistry, ultrasonics, non-destructive testing
and alloys, diabetes, obesity and hepatology, memory, language and child development,
limnology, marine ecology and harmful algae, polymers, colloids and electrochemistry,
theriogenology, animal science and veterinary microbiology) and the 36 of ``setLK``-``setLV``
(environmental management and pollution, neurotrauma, epilepsy and movement disorders, hydraulics
and water resources, transport policy and urban economics, ecological economics, land use and
global environmental change, hospital infection, clinical microbiology and vaccines,
manufacturing processes and precision engineering, phonetics, language learning and
bilingualism, orthopaedics and spine surgery, fish immunology, fish biology and fisheries, wind
engineering, wind energy and fluid-structure interaction, forensic science, legal medicine and
consumer research) and the 36 of ``setLW``-``setMH`` (hand, foot-ankle and shoulder surgery,
aquatic toxicology, insect physiology and pest management, volcanology, tectonics and structural
geology, dairy and cereal science and economic entomology, paediatric surgery, paediatric
anaesthesia and perinatology, oral implants, periodontology and voice, wildlife management,
conservation biology and animal behaviour, criminology, sleep research and chronobiology,
contact and cosmetic dermatology, human factors, ergonomics and safety research, nuclear
engineering and combustion) and the 36 of ``setMI``-``setMT`` (remote sensing, Quaternary
science and acoustics, medical imaging, clinical biomechanics and food science, biomedical
engineering, neurosurgery and weed science, smart grids, cardiology and marine structures,
solid-state circuits, schizophrenia research and navigation, industrial electronics, infectious
diseases and geomorphology, human-computer studies, ophthalmology and nuclear fusion,
scientometrics, biomaterials and boundary-layer meteorology, medical statistics, thermal
engineering and seismology, genome research, building environment and crop protection, clinical
epidemiology, safety science and bridge engineering, insurance mathematics, nephrology and marine
science) and the 36 of ``setMU``-``setNF`` (plant physiology, microwave engineering and
psychological science, plant ecology, lightwave technology and finance, experimental botany,
applied physics and energy policy, fisheries, nanoscience and geographical information science,
heat and mass transfer, nanomaterials and reliability engineering, mechanics of solids,
medicinal chemistry and structural safety, clinical neurophysiology, haptics and applied
linguistics, acoustics, critical care and operations management, anaesthesiology, weather
forecasting and geotechnics, clinical oncology, earthquake engineering and satellite navigation,
sensory science, geochemistry and aerospace electronic systems, space weather, cardiovascular
magnetic resonance and surgical endoscopy) and the 36 of ``setNG``-``setNR`` (ecology, chemistry
and robotics, neuroscience, accounting and fracture mechanics, physics, health economics and
audiology, chemistry, pediatrics and guidance and control, applied physiology, health policy and
thin-walled structures, sports medicine, obstetrics and astrophysics, atmospheric science,
ecography and second-language research, dental research, neurology and machine tools,
schizophrenia research, developmental science and aircraft, neuroengineering, biomaterials and
cosmology, lab-on-a-chip, molecular ecology and information science, scientific computing,
resource recycling and learning science) and the 36 of ``setNS``-``setOD`` (hydrology, urology
and computational materials, allergy, rural studies and power delivery, applied ecology,
accounting and materials design, gastroenterology, petrology and systems architecture, bone,
forest meteorology and pharmaceutics, research policy, hypertension and optics, zoology,
logistics and fluid physics, marine systems, cardiology and chemical engineering, sustainable
cities, biochemistry and language testing, injury, psychometrics and solar materials,
hydrogeology, traumatic stress and microelectronics reliability, soil tillage, rheology and
social networks) and the 36 of ``setOE``-``setOP`` (hazardous materials, radiology and
economics, atmospheric research, pediatrics and circuits, marine pollution, personality
psychology and additive manufacturing, power sources, brain mapping and logistics,
electrochemistry, emergency medicine and demography, geotechnics, hospital infection and optics,
food control, neurophysiology and production economics, aquaculture, condensed matter and
human behaviour, econometrics, poultry science and wind energy, operations management,
catalysis and earth sciences, materials chemistry, animal ecology and seismology, nano energy,
astronomy and cement research) and the 36 of ``setOQ``-``setPB`` (anxiety disorders, hydrogen
energy and biogeography, molecular psychiatry, metallurgy and informetrics, tobacco control,
powder technology and freshwater biology, environmental psychology, energy storage and
sedimentology, vegetation science, chemical engineering and labour economics, plant and animal
ecology, ceramics and vision research, thermal-fluid experiments, ageing biology and behavioural
economics, pharmaceutics, ocean engineering and cognitive neuroscience, sports medicine,
mechanisms and ecological indicators, geriatrics, ceramic engineering and remote sensing,
transportation, bioenergy and photoacoustics, radiative transfer, atmospheric and oceanic
instruments and language resources) and the 36 of ``setPC``-``setPN`` (web semantics, planetary
science and neuropsychology, electroanalytical chemistry, behavioural ecology and industrial
computing, organic geochemistry, mathematical programming and indoor air, plasma physics,
controlled release and landscape ecology, biostatistics, clay science and oceanography,
hydrometeorology, virology and plant disease, building simulation, antivirals and coral reefs,
hormones and behaviour, natural hazards and aerosols, materials characterization, biodiversity
distributions and engineering geology, nanoscience, soil dynamics and paleolimnology, restoration
ecology, plankton and particle technology, intermetallics, fluid phase equilibria and tree
physiology) and the 36 of ``setPO``-``setPZ`` (permafrost, thrombosis and soft matter, wood
science, dysphagia and mass spectrometry, apiculture, electron microscopy and eating behaviour,
marine mammals, surface chemistry and fluency disorders, phycology, meteoritics and osteoporosis,
mycology, fire safety and perception, psychoneuroendocrinology, maritime policy and analytical
chemistry, contact lenses, geoarchaeology and microfluidics, glaucoma, conservation science and
micromechanics, marine biology, burns and dendrochronology, stored products, transfusion and
headache, haemophilia, orthodontics and bryology) and the 36 of ``setQA``-``setQL`` (X-ray
spectrometry, crystallography and freshwater science, fluorescence, sea research and animal
cognition, phytochemistry, rangelands and wood research, herpetology, dyes and ornithology,
shellfish, luminescence and fusion engineering, cornea, ore geology and earth surface processes,
weed research, Raman spectroscopy and mineral deposits, transfusion, cellulose and plant-soil
science, synchrotron radiation, agroforestry and pineal research, arid environments, petrology and
chemical ecology, mass spectrometry, carbohydrate polymers and archaeometry, chemical geology,
hydrobiology and sensory studies) and the 36 of ``setQM``-``setQX`` (Holocene science, crystal
growth and aphasiology, ecology, thrombosis and textile research, dental caries,
micropaleontology and fire technology, Precambrian geology, clinical lipidology and aquatic
botany, wetlands, natural-product pharmacology and bone research, biological invasions,
nutrition and Great Lakes research, mammalogy, radiocarbon and thermal biology, plant
pathology, soil use and speech, insect molecular biology, catenae and athletic training,
natural products, deep-sea research and infant behaviour, wood science, mycorrhiza and
platelets, palaeontology, aerosol science and child language) and the 36 of ``setQY``-``setRJ``
(solid-state circuits, heart rhythm and marine biology, discrete algorithms, diabetology and
functional ecology, computer music, neurobiology of ageing and solar physics, digital humanities,
transplantation and macromolecules, clinical monitoring, human evolution and virology, malaria,
antiquity and fungal biology, reproductive medicine, Quaternary science and parasitology,
transfusion, placenta and medicinal plants, theory of computing, paediatrics and ichthyology,
automata theory, menopause and Quaternary geology, pancreatology, early human development and
entomology, ethnopharmacology, distributed computing and mutagenesis) and the 36 of ``setRK``-``setRV``
(operating systems, conservation biology and osteoarthritis, logic in computer science, heredity
and retina, programming languages, tectonics and periodontology, sociology, analytical chemistry
and oral oncology, music perception, nuclear instrumentation and head and neck surgery, music
research, astroparticle physics and laryngology, reading research, food science and psychiatry,
autism, wildlife diseases and brain stimulation, evolution, conservation and rheumatology,
anatomy, experimental biology and meteorology, plant physiology, climate and infectious
diseases, marine geology, geophysics and epidemiology), written and
annotated under GUIDELINES.md by readers who never saw the extractor or its output (see the
samples' README).  Each set was scored held out first (docs/quality.md: results F1 0.862
over the first three, 0.890 on setE, 0.840 on setD in the ninth round; 0.905 on setG and
setH and 0.895 on setF, the last one read, in the tenth; 0.895 on setI-setK, 0.879 on
setM and 0.885 on setL, the last one read, in the eleventh; 0.930, 0.837 and 0.827 on setN,
setO and setP, 0.879 and 0.814 on setQ and setR, 0.922 on setS, the last one read, in the
twelfth; 0.922, 0.901, 0.922 and 0.867 on setT-setW, 0.911, 0.881 and 0.912 on setX-setZ, read
last, in the thirteenth; 0.911, 0.940, 0.828 and 0.913 on setAA-setAD, 0.906 over setAE-setAH,
0.945 over setAI-setAK, 0.933 on setAL and 0.919 over setAM-setAP, read last, in the
fourteenth; 0.910 over setAS, setAT, setAU and setAW, 0.896 over setAQ, setAR and setAX, 0.874 on setAV
and 0.880 over setAY-setBB, read last, in the fifteenth; 0.921 over setBC-setBJ in the
sixteenth, 0.907 over setBK-setBP, read after the round's review, and 0.900 over setBQ-setBV,
read last; 0.908 over setBW-setCA and setCD, 0.734 on setCC (decimals written as middle dots), 0.900
over setCE, setCG and setCH, 0.886 over setCB and setCF, 0.914
over setCI-setCO, 0.913 on setCP and 0.918 over setCQ-setCV, read last, in the seventeenth;
0.842 over setCW-setDC, 0.829 over setDD-setDJ and 0.861 over setDK-setDR, read last, in the
eighteenth; 0.932 over setDS-setDZ, 0.917 over setEA-setEH, 0.908 over setEI-setEP and 0.943
over setEQ-setEX, read last, in the nineteenth; 0.927 over setEY-setFF and 0.918 over
setFG-setFN, read last, in the twentieth; 0.915 over setFO-setFV and 0.919 over setFW-setGD, read last, in the twenty-first;
0.913 over setGE-setGL, 0.905 over setGM-setGT and 0.934 over setGU-setHB, read last, in the twenty-second;
0.912 over setHC-setHJ, 0.907 over setHK-setHR, 0.918 over setHS-setHZ and 0.908 over setIA-setIH,
read last, in the twenty-third; 0.903 over setII-setIP and 0.913 over setIQ-setIX, read at the
round's start, then 0.918 over setIQ-setIX, read last, in the twenty-fourth; 0.910 over
setIY-setJF and 0.889 over setJG-setJN, read at the round's start, then 0.896 over setJG-setJN,
read last, in the twenty-fifth; 0.881 over setJO-setJR and 0.863 over setJS-setJZ, read at the
round's start, then 0.872 over setJS-setJZ, read last, in the twenty-sixth; 0.860 over
setKA-setKC and setKE and 0.851 over setKD and setKF-setKL, read at the round's start, then 0.860
over setKD and setKF-setKL, read last, in the twenty-seventh; 0.836 over setKM, setKN, setKP
and setKS and 0.844 over setKO, setKQ, setKR and setKT-setKX, read at the round's start, then
0.847 over setKO, setKQ, setKR and setKT-setKX, read last, in the twenty-eighth; 0.841 over
setKZ, setLB, setLD and setLH and 0.849 over setKY, setLA, setLC, setLE-setLG, setLI and setLJ,
read at the round's start, then 0.851 over the latter, read last, in the twenty-ninth; 0.850
over setLK, setLN, setLP and setLR and 0.866 over setLL, setLM, setLO, setLQ and setLS-setLV,
read at the round's start, then 0.875 over the latter, read last, in the thirtieth; 0.844 over
setLW, setLY, setMA and setMC and 0.876 over setLX, setLZ, setMB, setMD and setME-setMH, read at
the round's start, then 0.881 over the latter, read last, in the thirty-first; 0.861 over
setMI, setML, setMO and setMR and 0.877 over setMJ, setMK, setMM, setMN, setMP and setMQ-setMT,
read at the round's start, then 0.878 over the latter, read last, in the thirty-second; 0.880
over setMU, setMY, setNB and setNE and 0.858 over setMV-setMX, setMZ, setNA, setNC, setND and
setNF, read at the round's start, then 0.858 over the latter, read last, in the thirty-third;
0.869 over setNI-setNK and setNN and 0.874 over setNG, setNH, setNL, setNM and setNO-setNR, read
at the round's start, then 0.874 over the latter, read last, in the thirty-fourth; 0.892 over
setNT, setNW, setNZ and setOC and 0.879 over setNS, setNU-setNV, setNX-setNY, setOA, setOB and
setOD, read at the round's start, then 0.881 over the latter, read last, in the thirty-fifth;
0.847 over setOF, setOI, setOL and setOP and 0.871 over setOE, setOG, setOH, setOJ, setOK, setOM,
setON and setOO, read at the round's start, then 0.872 over the latter, read last, in the
thirty-sixth; 0.872 over setOQ, setOU, setOX and setPA and 0.894 over setOR-setOT, setOV,
setOW, setOY, setOZ and setPB, read at the round's start, then 0.896 over the latter, read
last, in the thirty-seventh; 0.879 over setPC, setPD, setPG and setPI and 0.882 over setPE,
setPF, setPH and setPJ-setPN, read at the round's start, then 0.885 over the latter, read last,
in the thirty-eighth; 0.870 over setPO, setPQ, setPS and setPU and 0.887 over setPP, setPR,
setPT and setPV-setPZ, read at the round's start, then 0.888 over the latter, read last, in the
thirty-ninth; 0.801 over setQF, setQG, setQI and setQK and 0.883 over setQA-setQE, setQH, setQJ
and setQL, read at the round's start, then 0.889 over the latter, read last, in the fortieth;
0.834 over setQO, setQP, setQS and setQV and 0.910 over setQM, setQN, setQQ, setQR, setQT,
setQU, setQW and setQX, read at the round's start, then 0.910 over the latter, read last, in
the forty-first; 0.896 over setQZ, setRC, setRE and setRF and 0.922 over setQY, setRA, setRB,
setRD and setRG-setRJ, read at the round's start, then 0.922 over the latter, read last, in the
forty-second; 0.877 over setRK, setRM, setRO and setRQ and 0.914 over setRL, setRN, setRP and
setRR-setRV, read at the round's start, then 0.914 over the latter, read last, in the
forty-third),
then used for rule work; this
test keeps the figures reached since from sliding back.  Scored the way ``extractor
evaluate`` scores: the files are ingested into a fresh SQLite database and read back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from extractor.db.engine import open_engine
from extractor.evaluate import load_gold, predictions, score
from extractor.pipeline import ingest

SAMPLES = Path(__file__).parent / "samples" / "invented"
SETS = (
    tuple(f"set{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setA{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setB{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setC{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setD{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setE{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setF{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setG{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setH{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setI{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setJ{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setK{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setL{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setM{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setN{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setO{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setP{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setQ{c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    + tuple(f"setR{c}" for c in "ABCDEFGHIJKLMNOPQRSTUV")
)

# field: (precision, recall) floors over the sets together
# (today, the 490 sets: datasets 0.912 / 0.892, artifacts 0.966 / 0.931, results 0.947 / 0.895;
# the sets added in the twenty-fifth to forty-third rounds, from fields further from ML, lower
# them)
FLOORS = {
    "datasets": (0.909, 0.889),
    "artifacts": (0.963, 0.928),
    "results": (0.944, 0.892),
}
# (today: kind 0.852, role 0.969, qualifier 0.970, metric 0.796, dataset 0.906, baseline 0.854)
ATTRIBUTE_FLOORS = {"kind": 0.849, "role": 0.966, "qualifier": 0.967, "metric": 0.793, "dataset": 0.903, "baseline": 0.851}


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    gold: dict[str, dict] = {}
    for name in SETS:
        gold.update(load_gold(str(SAMPLES / f"{name}_gold.jsonl")))
    engine = open_engine(f"sqlite:///{tmp_path_factory.mktemp('invented') / 'eval.db'}")
    try:
        ingest(engine, [str(SAMPLES / f"{name}.json") for name in SETS])
        return score(gold, predictions(engine))
    finally:
        engine.dispose()


@pytest.mark.parametrize("field", sorted(FLOORS))
def test_names_and_numbers_on_the_invented_venues(report, field):
    got = report.fields[field]
    precision, recall = FLOORS[field]
    assert got.precision >= precision and got.recall >= recall, (field, got.as_dict())


@pytest.mark.parametrize("attr", sorted(ATTRIBUTE_FLOORS))
def test_result_attributes_on_the_invented_venues(report, attr):
    correct, total = report.attributes[f"results.{attr}"]
    assert correct / total >= ATTRIBUTE_FLOORS[attr], (attr, correct, total)


def test_every_invented_paper_is_scored(report):
    assert report.fields["papers"].tp == 30 * len(SETS)
